// libFuzzer target: a keyboard notification's userInfo built from the fuzzer's bytes, with every
// value type UIKit or a pasted log can put there, read by the engine and planned by an avoider
// of each strategy. Checked on every input: nothing traps, every number planned is finite, the
// avoider's invariants hold, and an ignored event changes nothing.
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private let keys =
    KeyboardUserInfoKey.allCases.map(\.rawValue) + ["UIKeyboardBoundsUserInfoKey", ""]

private func userInfoValue(_ input: inout FuzzInput, depth: Int = 0) -> Any {
    switch input.choose(17) {
    case 0:
        return CGRect(
            x: input.double(), y: input.double(), width: input.double(), height: input.double())
    case 1:
        return NSValue(
            rect: NSRect(
                x: input.double(), y: input.double(), width: input.double(), height: input.double())
        )
    case 2: return NSValue(point: NSPoint(x: input.double(), y: input.double()))
    case 3: return NSNumber(value: input.double())
    case 4:
        return NSNumber(value: Int64(bitPattern: UInt64(input.byte()) << 56 | UInt64(input.byte())))
    case 5: return NSNumber(value: input.byte() & 1 == 1)
    case 6: return input.double()
    case 7: return Int(Int8(bitPattern: input.byte()))
    case 8: return input.byte() & 1 == 1
    case 9: return input.string()
    case 10:
        // A logged rect string, numbers as Swift prints them ("nan", "inf", "1e+300" included).
        let prefix = ["NSRect: ", "", " NSRect:", "CGRect: "][input.choose(4)]
        return
            "\(prefix){{\(input.double()), \(input.double())}, {\(input.double()), \(input.double())}}"
    case 11: return (0..<input.choose(7)).map { _ in input.double() }
    case 12:
        return (0..<input.choose(7)).map { _ -> Any in
            input.byte() & 1 == 0
                ? input.double() as Any : (depth < 2 ? userInfoValue(&input, depth: depth + 1) : 0)
        }
    case 13: return NSNull()
    case 14:
        return depth < 2 ? ["x": userInfoValue(&input, depth: depth + 1)] : [:] as [String: Any]
    case 15: return Float(input.double())
    default: return "\(input.double())"  // a number as a string, as logs print durations
    }
}

private func notification(_ input: inout FuzzInput) -> (String, [AnyHashable: Any]?) {
    let names = KeyboardEvent.Name.allCases.map(\.rawValue)
    let name =
        input.choose(8) == 0 ? input.string(maximumLength: 12) : names[input.choose(names.count)]
    guard input.choose(10) != 0 else { return (name, nil) }
    var userInfo: [AnyHashable: Any] = [:]
    for _ in 0..<input.choose(8) {
        userInfo[keys[input.choose(keys.count)]] = userInfoValue(&input)
    }
    return (name, userInfo)
}

/// libFuzzer's entry point: one input, checked as the file's header says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotification(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: count))
    let layouts = [
        AvoidanceLayout(
            screen: CGRect(x: 0, y: 0, width: 414, height: 736), safeArea: Insets(top: 20)),
        AvoidanceLayout(
            screen: CGRect(x: 0, y: 0, width: 1366, height: 1024),
            window: CGRect(x: 183, y: 112, width: 1000, height: 700),
            safeArea: Insets(top: 24, bottom: 20)),
    ]
    let layout = layouts[input.choose(layouts.count)]
    var avoiders = AvoidanceStrategy.allCases.map {
        KeyboardAvoider(
            strategy: $0, layout: layout, target: CGRect(x: 20, y: 600, width: 374, height: 44),
            configuration: AvoiderConfiguration(
                margin: 8, floatingKeyboard: input.byte() & 1 == 0 ? .ignore : .avoid),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 414, height: 2000), contentOffset: CGPoint(x: 0, y: -20))
        )
    }
    while !input.isAtEnd {
        let (name, userInfo) = notification(&input)
        guard let event = KeyboardEvent(name: name, userInfo: userInfo) else {
            check(
                KeyboardEvent.Name(rawValue: name) == nil,
                "a keyboard notification was refused")
            continue
        }
        if let frame = event.endFrame {
            check(
                frame.width > 0 && frame.height > 0 && frame.isValidGeometry,
                "unusable frame accepted: \(frame)")
        }
        check(
            event.animation.duration.isFinite && event.animation.duration >= 0, "bad duration")
        for index in avoiders.indices {
            let before = avoiders[index]
            let action = avoiders[index].handle(.keyboard(event))
            if let action {
                check(action.plan.isFinite, "non-finite plan \(action.plan)")
                check(
                    action.plan.differs(from: before.applied), "an action for an unchanged plan")
            }
            if event.isIgnored {
                check(avoiders[index] == before, "an ignored event changed the avoider")
            }
            check(avoiders[index].coverage.overlap.isFinite, "non-finite overlap")
            avoiders[index].checkInvariants()
        }
    }
    return 0
}
