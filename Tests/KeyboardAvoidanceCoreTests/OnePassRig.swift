import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The kinds of component a layer makes, each on an iPhone 14: 390 × 844, safe area 47 / 34, the
/// keyboard {{0, 508}, {390, 336}} (0.25 s, curve 7), so 336 − 34 = 302 beyond the safe area.
enum OnePassKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `KeepViewAboveKeyboard`: the field (20, 600, 350, 44), margin 8.
    case shift
    /// A form's scroll view: 3000 pt of content, the field (0, 700, 390, 44), margin 8.
    case scroll
    /// A view controller's additional safe area, nothing to reveal in.
    case safeArea
    /// The same with its scroll view: the container's 844 pt, 1200 pt of content, adjusted top
    /// 47; the field (0, 700, 390, 44) in its content, margin 8.
    case safeAreaScroll
    /// A keyboard layout guide with an 8 pt margin.
    case guide
    /// A 56 pt bar riding a guide with an 8 pt margin over a list: the guide's session, and the
    /// list's (2000 pt of messages, at its bottom) whose extra inset is the bar's height and
    /// whose covered extra inset is the margin.
    case ridingBar
    /// A list of 2000 pt of messages at its bottom, sticking to it, under a 50 pt composer that
    /// rides the keyboard (its extra inset).
    case list
    /// The same list inverted, `contentInsetAdjustmentBehavior = .never`, at its newest end.
    case invertedList
    /// The same list as a `UITableViewController`'s own table: UIKit insets it for the keyboard.
    case tableList

    var testDescription: String {
        switch self {
        case .shift: "shift"
        case .scroll: "scroll"
        case .safeArea: "safe area"
        case .safeAreaScroll: "safe area with its scroll view"
        case .guide: "guide"
        case .ridingBar: "riding bar"
        case .list: "list sticking to its bottom"
        case .invertedList: "inverted list"
        case .tableList: "table view controller's list"
        }
    }

    var isList: Bool { [.ridingBar, .list, .invertedList, .tableList].contains(self) }
}

/// The numbers a layer sets after one decision, as a test writes them.
enum OnePassNumbers: Equatable, Sendable, CustomStringConvertible {
    case shift(CGFloat)
    case safeArea(CGFloat, offset: CGFloat? = nil)
    case guide(CGFloat)
    case scroll(ListSurface)

    var description: String {
        switch self {
        case .shift(let y): "translation \(y)"
        case .safeArea(let bottom, let offset):
            "safe area +\(bottom), offset \(offset.map { "\($0)" } ?? "left alone")"
        case .guide(let part): "guide's keyboard part \(part)"
        case .scroll(let surface): "\(surface)"
        }
    }
}

extension SurfaceAction {
    var numbers: OnePassNumbers {
        switch settings {
        case .shift(let y): .shift(y)
        case .safeArea(let bottom): .safeArea(bottom, offset: contentOffsetY)
        case .guide(let part): .guide(part)
        case .scroll: .scroll(list ?? ListSurface(inset: .nan))
        }
    }
}

/// One component on the screen, as its layer drives it: what it measures (the field, the scroll
/// view's offset and content, the composer's height), one input per session for each cause, one
/// `take` each, and the numbers set — the offset it set is the one it measures next, as on a
/// device. Nothing is ever handed back.
struct OnePassScreen {
    static let screen = CGRect(0, 0, 390, 844)
    static let safeArea = Insets(top: 47, bottom: 34)
    static let keyboard = CGRect(0, 508, 390, 336)
    /// A finger's drag of the keyboard, 100 pt down: it covers 236 pt.
    static let dragged = CGRect(0, 608, 390, 236)

    let kind: OnePassKind
    /// The field being edited, in the container's coordinates (`shift`, `safeArea`) or the
    /// content's.
    var target: CGRect?
    /// The scroll view's offset: the form's, the safe area's scroll view's, the list's.
    var offset: CGFloat
    var contentHeight: CGFloat
    /// The composer's or riding bar's height: the list's extra inset.
    var extra: CGFloat
    /// The riding bar's guide margin: the list's covered extra inset.
    var covered: CGFloat
    /// Whether the user's finger (or a deceleration) moves the scroll view.
    var tracking = false
    var sessions: [AvoidanceSession]
    /// What the layer set in the last cause, one per session.
    private(set) var lastActions: [SurfaceAction?] = []

    /// The component made on its screen and measured once, at rest: what that first snapshot
    /// asks to set (a list's extra inset) is set.
    init(_ kind: OnePassKind) {
        self.kind = kind
        covered = 0
        extra = 0
        contentHeight = 2000
        offset = 0
        switch kind {
        case .shift: target = CGRect(20, 600, 350, 44)
        case .scroll:
            target = CGRect(0, 700, 390, 44)
            contentHeight = 3000
        case .safeArea: target = CGRect(20, 600, 350, 44)
        case .safeAreaScroll:
            target = CGRect(0, 700, 390, 44)
            contentHeight = 1200
        case .guide: target = nil
        case .ridingBar:
            target = nil
            extra = 56
            covered = 8
            offset = 2000 - 844 + 56 + 34  // its bottom: 1246
        case .list, .tableList:
            target = nil
            extra = 50
            offset = 2000 - 844 + 50 + 34  // its bottom: 1240
        case .invertedList:
            target = nil
            extra = 50
            offset = -50  // its newest end: the composer's 50 at its top
        }
        let configuration = AvoiderConfiguration(margin: 8)
        switch kind {
        case .shift: sessions = [AvoidanceSession(strategy: .shift, configuration: configuration)]
        case .scroll, .list, .invertedList, .tableList:
            sessions = [AvoidanceSession(strategy: .scroll, configuration: configuration)]
        case .safeArea, .safeAreaScroll:
            sessions = [AvoidanceSession(strategy: .safeArea, configuration: configuration)]
        case .guide: sessions = [AvoidanceSession(strategy: .guide, configuration: configuration)]
        case .ridingBar:
            sessions = [
                AvoidanceSession(strategy: .guide, configuration: configuration),
                AvoidanceSession(strategy: .scroll),
            ]
        }
        take { screen, index in .measure(screen.snapshot(index, first: true)) }
    }

    /// Whether session `index` is a scroll view's, whose offset the layer measures.
    func scrolls(_ index: Int) -> Bool {
        switch kind {
        case .shift, .safeArea, .guide: false
        case .scroll, .safeAreaScroll, .list, .invertedList, .tableList: true
        case .ridingBar: index == 1
        }
    }

    /// What the layer measures now for session `index`; the first snapshot carries what the
    /// session keeps from then on (a list's options).
    func snapshot(_ index: Int, first: Bool = false) -> ContainerSnapshot {
        let screen = Self.screen
        switch kind {
        case .shift, .safeArea, .guide, .safeAreaScroll:
            var snapshot = ContainerSnapshot(
                screen: screen, window: screen, container: screen, safeArea: Self.safeArea,
                target: kind == .guide ? nil : target)
            if kind == .safeAreaScroll {
                snapshot.revealScroll = RevealScroll(
                    frame: screen, contentHeight: contentHeight, adjustedTop: 47, ownBottom: 0,
                    offsetY: offset, isTracking: tracking)
            }
            return snapshot
        case .ridingBar where index == 0:
            return ContainerSnapshot(
                screen: screen, window: screen, container: screen, safeArea: Self.safeArea,
                target: nil)
        case .scroll, .ridingBar, .list, .invertedList, .tableList:
            var snapshot = ContainerSnapshot(
                screen: screen, window: screen, container: screen, safeArea: Self.safeArea,
                target: target,
                scroll: AvoidanceLayout.ScrollMetrics(
                    contentSize: CGSize(width: 390, height: contentHeight),
                    contentOffset: CGPoint(x: 0, y: offset),
                    adjustsForSafeArea: kind != .invertedList),
                isTracking: tracking)
            guard kind != .scroll else { return snapshot }
            var list = ListChange(extraInset: extra, coveredExtraInset: covered)
            if first {
                list.isInverted = kind == .invertedList
                list.systemInsetsKeyboard = kind == .tableList
                list.sticksToNewestEnd = true
            }
            snapshot.list = list
            return snapshot
        }
    }

    /// One cause: one input for each session, each taken once; the layer sets what comes back
    /// (the offset it sets is what it measures next). Returns the actions, one per session.
    @discardableResult
    mutating func take(_ input: (OnePassScreen, Int) -> AvoiderEvent) -> [SurfaceAction?] {
        var actions: [SurfaceAction?] = []
        for index in sessions.indices {
            let event = input(self, index)
            let action = sessions[index].take(event)
            if scrolls(index), let y = action?.contentOffsetY { offset = y }
            actions.append(action)
        }
        lastActions = actions
        return actions
    }

    /// A keyboard notification, with the snapshot each session's layer takes when it comes.
    mutating func notify(_ name: KeyboardEvent.Name, _ frame: CGRect?) -> [SurfaceAction?] {
        let event = KeyboardEvent(name: name, endFrame: frame, animation: .keyboardDefault)
        return take { screen, index in .keyboard(event, measured: screen.snapshot(index)) }
    }

    /// The keyboard shows (its `WillShow`), taken as the layer takes it.
    mutating func show() -> [SurfaceAction?] { notify(.willShow, Self.keyboard) }

    /// A layout pass: what the layer measures now.
    mutating func layoutPass() -> [SurfaceAction?] {
        take { screen, index in .measure(screen.snapshot(index)) }
    }

    /// A drag sample: the keyboard's frame and, for a scroll view, its offset at the same frame.
    mutating func drag(_ frame: CGRect = dragged) -> [SurfaceAction?] {
        take { screen, index in
            .track(
                frame, contentOffset: screen.scrolls(index) ? CGPoint(x: 0, y: screen.offset) : nil)
        }
    }

    /// The offset applied now, for session `index`'s scroll view.
    func applied(_ index: Int = 0) -> CGFloat? { sessions[index].applied?.contentOffset?.y }
}
