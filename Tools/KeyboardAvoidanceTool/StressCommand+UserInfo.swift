import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension StressCommand {
    /// One userInfo of `stress --userinfo`: what UIKit posts, or what an attack does.
    struct UserInfoCase {
        /// What it is, for the table.
        var name: String
        /// Whether UIKit, a scenario or a log can post it: such a one must be copied whole.
        var isReal: Bool
        /// Makes it: a fresh one for each round, so that nothing is cached across rounds.
        var make: () -> [AnyHashable: Any]
    }

    /// The userInfos measured: real ones, then the attacks of issue 27.
    static var userInfoCases: [UserInfoCase] {
        let end = KeyboardUserInfoKey.frameEnd.rawValue
        let begin = KeyboardUserInfoKey.frameBegin.rawValue
        let duration = KeyboardUserInfoKey.animationDuration.rawValue
        let curve = KeyboardUserInfoKey.animationCurve.rawValue
        let isLocal = KeyboardUserInfoKey.isLocal.rawValue
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> NSValue {
            var rect = CGRect(x: x, y: y, width: width, height: height)
            return NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
        }
        func point(_ x: Double, _ y: Double) -> NSValue {
            var point = CGPoint(x: x, y: y)
            return NSValue(bytes: &point, objCType: "{CGPoint=dd}")
        }
        // The five keys the engine reads, as UIKit sends them.
        let five: () -> [AnyHashable: Any] = {
            [
                begin: rect(0, 736, 414, 271), end: rect(0, 465, 414, 271),
                duration: NSNumber(value: 0.25), curve: NSNumber(value: 7),
                isLocal: NSNumber(value: true),
            ]
        }
        // A self-holding list of four, and a million numbers, under `keys` keys besides the five.
        func selfHolding(keys: Int) -> [AnyHashable: Any] {
            var info = five()
            let four = NSMutableArray()
            for _ in 0..<4 { four.add(four) }
            for key in 0..<keys { info["hostile \(key)"] = four }
            return info
        }
        func million(keys: Int) -> [AnyHashable: Any] {
            var info = five()
            let numbers = NSArray(array: (0..<1_000_000).map { NSNumber(value: $0) })
            for key in 0..<keys { info["hostile \(key)"] = numbers }
            return info
        }
        return [
            UserInfoCase(
                name: "UIKit's five keys (NSValue rects, NSNumbers)", isReal: true, make: five),
            UserInfoCase(
                name: "UIKit's eight keys (with centres and bounds)", isReal: true,
                make: {
                    var info = five()
                    info["UIKeyboardCenterBeginUserInfoKey"] = point(207, 871.5)
                    info["UIKeyboardCenterEndUserInfoKey"] = point(207, 600.5)
                    info["UIKeyboardBoundsUserInfoKey"] = rect(0, 0, 414, 271)
                    return info
                }),
            UserInfoCase(
                name: "a scenario's (lists of four, text)", isReal: true,
                make: {
                    [
                        begin: [0, 736, 414, 271] as [Double], end: [0, 465, 414, 271] as [Double],
                        duration: "0.25", curve: 7, isLocal: true,
                        "UIKeyboardCenterEndUserInfoKey": [207, 600.5] as [Double],
                    ]
                }),
            UserInfoCase(
                name: "an NSArray holding itself 4 times, 1 key", isReal: false,
                make: { selfHolding(keys: 1) }),
            UserInfoCase(
                name: "an NSArray holding itself 4 times, 16 keys", isReal: false,
                make: { selfHolding(keys: 16) }),
            UserInfoCase(
                name: "an NSArray of a million numbers, 1 key", isReal: false,
                make: { million(keys: 1) }),
            UserInfoCase(
                name: "an NSArray of a million numbers, 16 keys", isReal: false,
                make: { million(keys: 16) }),
            UserInfoCase(
                name: "a dictionary nested 5,000 deep, 16 keys", isReal: false,
                make: {
                    var info = five()
                    var deep: Any = NSNumber(value: 1)
                    for _ in 0..<5_000 { deep = ["k": deep] }
                    for key in 0..<16 { info["hostile \(key)"] = deep }
                    return info
                }),
        ]
    }

    /// `stress --userinfo R`: each userInfo of ``userInfoCases`` copied for another thread
    /// (`UserInfoCopy`) and recorded (`ScenarioRecording`) R times; prints the values each copy
    /// took and the time per notification, and checks that a real userInfo is copied whole and
    /// reads as the original, and that no copy takes more than one notification's budget.
    static func runUserInfo(rounds: Int, io: ToolIO) throws(ToolError) {
        try io.output.write(
            "budget: \(UserInfoBudget.values) values a notification, all its keys and copies\n"
                + pad("userInfo", 46) + pad("copied", 10, right: true)
                + pad("copy ms", 12, right: true) + pad("written", 10, right: true)
                + pad("record ms", 12, right: true) + pad("max RSS MB", 12, right: true) + "\n")
        try io.output.flush()
        var violations: [String] = []
        let recorder = ScenarioRecording(session: measuredSession())
        for userInfoCase in userInfoCases {
            let original = userInfoCase.make()
            let name = "UIKeyboardWillShowNotification"
            var copied = 0
            var copyNanoseconds: UInt64 = 0
            var recorded = 0
            var recordNanoseconds: UInt64 = 0
            for _ in 0..<rounds {
                let userInfo = userInfoCase.make()
                let start = DispatchTime.now().uptimeNanoseconds
                let copy = UserInfoCopy(userInfo)
                copyNanoseconds += DispatchTime.now().uptimeNanoseconds - start
                copied = copy.values.map { $0.values.map(count).reduce(0, +) } ?? 0
                var recording = recorder
                let recordStart = DispatchTime.now().uptimeNanoseconds
                recording.recordNotification(name: name, userInfo: userInfo)
                recordNanoseconds += DispatchTime.now().uptimeNanoseconds - recordStart
                recorded = recordedValues(recording)
                if KeyboardEvent(name: name, userInfo: copy.userInfo)
                    != KeyboardEvent(name: name, userInfo: original)
                {
                    violations.append("\(userInfoCase.name): its copy reads otherwise")
                }
                // Freed here, not inside a timing: freeing a million numbers takes 35 ms.
                withExtendedLifetime(userInfo) {}
            }
            // The budget's values, and the five keys the engine reads as it reads them; a recording
            // writes each as at most five: a rect as [x, y, w, h].
            let most = UserInfoBudget.values + KeyboardUserInfoKey.allCases.count
            if copied > most || recorded > 5 * most {
                violations.append(
                    "\(userInfoCase.name): \(copied) values copied, \(recorded) written, more "
                        + "than the budget of \(UserInfoBudget.values) allows")
            }
            if userInfoCase.isReal,
                copied != original.values.map(count(ofOriginal:)).reduce(0, +)
            {
                violations.append("\(userInfoCase.name): not copied whole (\(copied) values)")
            }
            let perRound = { (nanoseconds: UInt64) in
                String(format: "%.4f", Double(nanoseconds) / Double(rounds) / 1e6)
            }
            try io.output.write(
                pad(userInfoCase.name, 46) + pad(String(copied), 10, right: true)
                    + pad(perRound(copyNanoseconds), 12, right: true)
                    + pad(String(recorded), 10, right: true)
                    + pad(perRound(recordNanoseconds), 12, right: true)
                    + pad(String(format: "%.0f", maximumResidentMegabytes()), 12, right: true)
                    + "\n")
            try io.output.flush()
        }
        for violation in violations.prefix(20) { try io.output.write("  \(violation)\n") }
        if !violations.isEmpty {
            throw .failedCheck("stress --userinfo: \(violations.count) violations")
        }
    }

    /// How many values a copied value holds, itself included; a value left out is none.
    private static func count(_ value: UserInfoCopy.Value) -> Int {
        switch value {
        case .array(let elements): 1 + elements.map(count).reduce(0, +)
        case .dictionary(let members): 1 + members.values.map(count).reduce(0, +)
        case .leftOut: 0
        default: 1
        }
    }

    /// How many values a real userInfo's value is: a list of four numbers is five.
    private static func count(ofOriginal value: Any) -> Int {
        if let list = value as? [Any] { return 1 + list.count }
        return 1
    }

    /// How many values the recording's last notification holds in its userInfo, as written.
    private static func recordedValues(_ recording: ScenarioRecording) -> Int {
        guard case .notification(_, let userInfo?, _)? = recording.scenario?.events.last else {
            return 0
        }
        func count(_ value: JSONValue) -> Int {
            if let elements = value.arrayValue { return 1 + elements.map(count).reduce(0, +) }
            if let members = value.objectValue { return 1 + members.values.map(count).reduce(0, +) }
            return 1
        }
        return userInfo.members.values.map(count).reduce(0, +)
    }

    /// A `shift` session that measured a 414 × 736 screen: what a recorder starts from.
    private static func measuredSession() -> AvoidanceSession {
        var session = AvoidanceSession(strategy: .shift)
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: CGRect(x: 0, y: 0, width: 414, height: 736),
                    window: CGRect(x: 0, y: 0, width: 414, height: 736),
                    container: CGRect(x: 0, y: 0, width: 414, height: 736), safeArea: .zero,
                    target: CGRect(x: 20, y: 600, width: 374, height: 44))))
        return session
    }

    /// The process's peak resident memory so far, in megabytes.
    private static func maximumResidentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #endif
    }
}
