import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a list keeps clear at its newest end besides the keyboard, and how a `scroll` plan
/// (spec §5) becomes the list's own inset: the arithmetic of a chat's messages under a composer.
///
/// Four parts, measured by the UIKit layer:
/// - ``additional``: the app's own extra on top of everything — a typing indicator, a reply
///   preview — always added, keyboard or not;
/// - ``ridingBar``: the height of a bar that rides the keyboard over the list
///   (`KeyboardRidingBar`), always added: the bar sits on the keyboard, or on the safe area;
/// - ``ridingBarMargin``: the margin of the guide the bar rides (`KeyboardAvoidanceGuide.margin`),
///   the space between the bar and the keyboard while the keyboard covers the list;
/// - ``restingAccessory``: how much of the list an input accessory view docked at the bottom
///   covers while the keyboard is hidden. While the keyboard shows, its frame holds the accessory
///   already: the plan's `max` counts the bar once.
///
/// The engine plans with the list's frame less the parts always added, taken off its top: the
/// visible part of the list ends that much higher whatever the keyboard does, so that the
/// engine's offset range, clamp and reveal are the list's own; the inset it plans gets them back.
///
/// Where UIKit insets the list for the keyboard itself (a `UITableViewController`'s own table,
/// whose keyboard part UIKit adds to `adjustedContentInset`), the library sets only the rest:
/// ``share(besideSystemKeyboardInset:safeBottom:)``.
///
/// ```swift
/// let parts = ListInsets(additional: 30, ridingBar: 0, restingAccessory: 84)
/// parts.ownInset(app: 0, safeBottom: 34)   // 50: the resting accessory beyond the safe area
/// parts.inset(planned: 351)                // 381: the keyboard's, and the indicator on top
/// ```
package struct ListInsets: Sendable, Hashable {
    /// The app's extra inset on top of the keyboard's and the composer's (≥ 0).
    package var additional: CGFloat
    /// The height of a bar riding the keyboard over the list (≥ 0).
    package var ridingBar: CGFloat
    /// The space the riding bar keeps above the keyboard while the keyboard covers the list (≥ 0);
    /// counted only with a bar.
    package var ridingBarMargin: CGFloat
    /// How much of the list's bottom a resting input accessory covers (≥ 0).
    package var restingAccessory: CGFloat

    /// Creates the parts; a value that is not a finite number ≥ 0 counts as 0.
    package init(
        additional: CGFloat = 0, ridingBar: CGFloat = 0, ridingBarMargin: CGFloat = 0,
        restingAccessory: CGFloat = 0
    ) {
        self.additional = Self.valid(additional)
        self.ridingBar = Self.valid(ridingBar)
        self.ridingBarMargin = Self.valid(ridingBarMargin)
        self.restingAccessory = Self.valid(restingAccessory)
    }

    private static func valid(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// What is added on top of the keyboard's inset, whatever the keyboard does:
    /// `additional + ridingBar`.
    package var onTop: CGFloat { additional + ridingBar }

    /// The app's own bottom inset as the engine takes it: `max(app + max(0, restingAccessory −
    /// safeBottom), ridingKeyboardPart)` — at rest the list stays clear of the docked accessory
    /// beyond what the system already adds for the safe area; while the keyboard shows, the plan
    /// is `max(this, overlap − safeBottom)`, and the keyboard's frame holds the accessory. The
    /// riding bar's margin is in it too, so that the engine's offset range is the list's.
    ///
    /// - Parameters:
    ///   - app: The app's own inset at the newest end.
    ///   - safeBottom: What the system adds for the safe area.
    ///   - overlap: How much of the list the keyboard covers, as last avoided; 0 at rest.
    package func ownInset(app: CGFloat, safeBottom: CGFloat, overlap: CGFloat = 0) -> CGFloat {
        max(
            app + max(0, restingAccessory - safeBottom),
            ridingKeyboardPart(overlap: overlap, safeBottom: safeBottom))
    }

    /// The list's frame as the engine plans with it: ``onTop`` taken off its top (never more than
    /// its height). Its bottom edge, and so the keyboard's overlap, is the list's.
    package func plannedContainer(_ list: CGRect) -> CGRect {
        let taken = min(onTop, max(0, list.height))
        return CGRect(
            x: list.minX, y: list.minY + taken, width: list.width, height: list.height - taken)
    }

    /// How far above the safe area the riding bar's bottom sits while the keyboard covers
    /// `overlap` of the list: `max(0, overlap + ridingBarMargin − safeBottom)` — the riding guide
    /// is `overlap + margin` tall then, and never shorter than the safe area. 0 without a bar or
    /// without a keyboard over the list (at rest the guide's top is the safe area's bottom, margin
    /// or not).
    package func ridingKeyboardPart(overlap: CGFloat, safeBottom: CGFloat) -> CGFloat {
        let overlap = Self.valid(overlap)
        guard ridingBar > 0, overlap > 0 else { return 0 }
        return max(0, overlap + ridingBarMargin - Self.valid(safeBottom))
    }

    /// The list's inset at its newest end for a planned one, while the keyboard covers `overlap`
    /// of the list: `max(planned, ridingKeyboardPart) + onTop` — the plan already holds
    /// `overlap − safeBottom`, and the riding bar sits its guide's margin higher than that.
    ///
    /// - Parameters:
    ///   - planned: The `scroll` plan's bottom inset (spec §5).
    ///   - overlap: How much of the list the keyboard the plan avoids covers; 0 at rest.
    ///   - safeBottom: What the system adds to the list's inset for the safe area.
    package func inset(planned: CGFloat, overlap: CGFloat = 0, safeBottom: CGFloat = 0)
        -> CGFloat
    {
        max(planned, ridingKeyboardPart(overlap: overlap, safeBottom: safeBottom)) + onTop
    }

    /// The library's part of the list's inset where UIKit insets the list for the keyboard
    /// itself — a `UITableViewController`'s own table, to which UIKit adds the keyboard's overlap
    /// beyond the safe area: everything else the list keeps clear.
    ///
    /// It is ``onTop``, and what the resting accessory beyond the safe area and the riding bar's
    /// margin ask for beyond UIKit's part: `onTop + max(0, max(restingAccessory − safeBottom,
    /// ridingKeyboardPart) − max(0, overlap − safeBottom))`. So with UIKit's part the list keeps
    /// clear what ``inset(planned:overlap:safeBottom:)`` does where the library insets it: the
    /// docked accessory once the keyboard hides (UIKit's part gone with it), nothing of it while
    /// the keyboard's frame holds it.
    ///
    /// - Parameters:
    ///   - overlap: How much of the list the keyboard covers; 0 at rest.
    ///   - safeBottom: What the system adds to the list's inset for the safe area alone
    ///     (``systemSafeBottom(added:safeArea:)``).
    package func share(besideSystemKeyboardInset overlap: CGFloat, safeBottom: CGFloat)
        -> CGFloat
    {
        let safe = Self.valid(safeBottom)
        let system = max(0, Self.valid(overlap) - safe)
        let asked = max(
            max(0, restingAccessory - safe),
            ridingKeyboardPart(overlap: overlap, safeBottom: safe))
        return onTop + max(0, asked - system)
    }

    /// The app's own bottom inset as the engine takes it where UIKit insets the list for the
    /// keyboard itself: `app + share − onTop`, the ``share(besideSystemKeyboardInset:safeBottom:)``
    /// less what ``plannedContainer(_:)`` takes off the list's top. With UIKit's keyboard part in
    /// the safe area the engine measures (`adjustedContentInset − contentInset`), the engine's
    /// offset range is then the list's own.
    ///
    /// - Parameters:
    ///   - app: The app's own inset at the newest end.
    ///   - overlap: How much of the list the keyboard covers; 0 at rest.
    ///   - safeBottom: What the system adds for the safe area alone.
    package func ownInset(
        app: CGFloat, besideSystemKeyboardInset overlap: CGFloat, safeBottom: CGFloat
    ) -> CGFloat {
        app + share(besideSystemKeyboardInset: overlap, safeBottom: safeBottom) - onTop
    }

    /// What the system adds to a list's inset for the safe area alone, where UIKit may add its
    /// keyboard part too: what it adds in all (`adjustedContentInset − contentInset`), never more
    /// than the view's safe area. Since iOS 12 UIKit adds a `UITableViewController`'s keyboard
    /// inset to `adjustedContentInset`, where it reads like safe area.
    ///
    /// - Parameters:
    ///   - added: `adjustedContentInset − contentInset` at the newest end.
    ///   - safeArea: The view's `safeAreaInsets` at that edge.
    package static func systemSafeBottom(added: CGFloat, safeArea: CGFloat) -> CGFloat {
        min(valid(added), valid(safeArea))
    }
}

/// An inverted list (a transform of −1 on y) as the engine plans with it: mirrored, so that its
/// newest end — the content's top, shown at the bottom of the screen — is the bottom the keyboard
/// covers (spec §5 plans bottom insets).
///
/// Mirroring is its own inverse: an offset `y` is `contentHeight − height − y` either way, a rect
/// in the content `(x, contentHeight − maxY, w, h)`, and the top and bottom insets swap. For
/// content shorter than the list the mirrored range is not the list's (UIKit rests such a list at
/// `−adjustedTop`): an offset brought back is clamped to the list's own ``ListViewport``.
package enum InvertedList {
    /// The offset `y` on the other side of the mirror.
    package static func mirroredOffset(
        _ y: CGFloat, contentHeight: CGFloat, height: CGFloat
    ) -> CGFloat {
        contentHeight - height - y
    }

    /// A rect in the content on the other side of the mirror.
    package static func mirroredRect(_ rect: CGRect, contentHeight: CGFloat) -> CGRect {
        CGRect(
            x: rect.minX, y: contentHeight - rect.maxY, width: rect.width, height: rect.height)
    }

    /// Insets with top and bottom swapped.
    package static func mirroredInsets(_ insets: Insets) -> Insets {
        Insets(top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
    }

    /// The scroll metrics of an inverted list of `height` as the engine plans with them.
    package static func mirroredMetrics(_ metrics: ScrollMetrics, height: CGFloat)
        -> ScrollMetrics
    {
        var mirrored = metrics
        mirrored.contentOffset.y = mirroredOffset(
            metrics.contentOffset.y, contentHeight: metrics.contentSize.height, height: height)
        mirrored.contentInset = mirroredInsets(metrics.contentInset)
        return mirrored
    }
}
