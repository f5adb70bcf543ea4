import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A chat screen on an iPhone X, as the list suites drive it through the session: the messages'
/// list fills the 375 × 812 screen, safe area 44 / 34, 2000 pt of messages. The composer is an
/// input accessory: 50 pt of bar, docked at rest as 84 pt (the bar and the 34 pt home-indicator
/// strip), {{0, 427}, {375, 385}} with the 335 pt keyboard.
enum ChatScreen {
    static let screen = CGRect(0, 0, 375, 812)
    static let safeArea = Insets(top: 44, bottom: 34)
    /// The input accessory docked at the bottom of the window.
    static let docked = CGRect(0, 728, 375, 84)
    /// The keyboard with the accessory on it.
    static let keyboard = CGRect(0, 427, 375, 385)

    /// A snapshot of the list: the whole geometry, the list's offset and metrics, and a change of
    /// the list's parts and options.
    static func snapshot(
        offset: CGFloat, contentHeight: CGFloat = 2000, contentInset: Insets = .zero,
        adjustsForSafeArea: Bool = true, container: CGRect = screen, safeArea: Insets = safeArea,
        target: CGRect? = nil, list: ListChange? = nil, tracking: Bool = false
    ) -> ContainerSnapshot {
        var snapshot = ContainerSnapshot(
            screen: screen, window: screen, container: container, safeArea: safeArea,
            target: target,
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 375, height: contentHeight),
                contentOffset: CGPoint(x: 0, y: offset), contentInset: contentInset,
                adjustsForSafeArea: adjustsForSafeArea),
            isTracking: tracking)
        snapshot.list = list
        return snapshot
    }

    /// A `scroll` session measured once, at rest, with the list's parts and options.
    static func session(
        offset: CGFloat, contentHeight: CGFloat = 2000, contentInset: Insets = .zero,
        adjustsForSafeArea: Bool = true, list: ListChange, margin: CGFloat = 0
    ) -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: margin))
        _ = session.take(
            .measure(
                snapshot(
                    offset: offset, contentHeight: contentHeight, contentInset: contentInset,
                    adjustsForSafeArea: adjustsForSafeArea, list: list)))
        return session
    }

    /// A local keyboard notification, 0.25 s with the keyboard's curve 7.
    static func notification(
        _ name: KeyboardEvent.Name, _ frame: CGRect?, measured: ContainerSnapshot? = nil
    ) -> AvoiderEvent {
        .keyboard(
            KeyboardEvent(name: name, endFrame: frame, animation: .keyboardDefault),
            measured: measured)
    }
}

/// What a list's layer sets after one decision, as a test writes it: the content and indicator
/// insets at the newest end (the top of an inverted list), the offset when the decision moved it,
/// and whether it joins the caller's animation.
struct ListSurface: Equatable, Sendable, CustomStringConvertible {
    var inset: CGFloat
    var indicator: CGFloat
    var atTop: Bool
    var offset: CGFloat?
    var joinsCallerAnimation: Bool

    /// The indicator inset is the content inset unless said: the app's own indicator inset is 0.
    init(
        inset: CGFloat, indicator: CGFloat? = nil, atTop: Bool = false, offset: CGFloat? = nil,
        joinsCallerAnimation: Bool = false
    ) {
        self.inset = inset
        self.indicator = indicator ?? inset
        self.atTop = atTop
        self.offset = offset
        self.joinsCallerAnimation = joinsCallerAnimation
    }

    var description: String {
        "inset \(inset), indicator \(indicator)\(atTop ? " at the top" : ""), offset "
            + "\(offset.map { "\($0)" } ?? "left alone")\(joinsCallerAnimation ? ", joins" : "")"
    }
}

extension SurfaceAction {
    /// The scroll view's numbers, for a `scroll` session's action.
    var list: ListSurface? {
        guard case .scroll(let insets) = settings else { return nil }
        return ListSurface(
            inset: insets.content, indicator: insets.indicator, atTop: insets.isAtTop,
            offset: contentOffsetY, joinsCallerAnimation: joinsCallerAnimation)
    }
}
