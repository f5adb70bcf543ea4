import Foundation

extension FieldAncestry {
    /// A `UIModalPresentationStyle`, by its raw value as UIKit's header gives it: the styles the
    /// presentation rule tells apart, and any other kept as it came.
    package enum ModalStyle: Sendable, Equatable {
        /// `.fullScreen` (0).
        case fullScreen
        /// `.pageSheet` (1).
        case pageSheet
        /// `.formSheet` (2).
        case formSheet
        /// `.popover` (7).
        case popover
        /// `.none` (−1): what an adaptive delegate returns to keep the style it has (not named
        /// `none`, which an optional style would read as `nil`).
        case noStyle
        /// Any other style (`.automatic`, `.custom`, `.overFullScreen`, …), with its raw value.
        case other(rawValue: Int)

        /// The style of a `UIModalPresentationStyle`'s raw value.
        package init(rawValue: Int) {
            switch rawValue {
            case 0: self = .fullScreen
            case 1: self = .pageSheet
            case 2: self = .formSheet
            case 7: self = .popover
            case -1: self = .noStyle
            default: self = .other(rawValue: rawValue)
            }
        }
    }

    /// What manages a presented screen's presentation: its `presentationController`'s class.
    package enum PresentationControllerKind: Sendable, Equatable {
        /// A `UIPopoverPresentationController`.
        case popover
        /// A `UISheetPresentationController` (a page or form sheet, a sheet with detents).
        case sheet
        /// Another presentation controller, or none.
        case other
    }

    /// How the outermost parent of a content controller was presented, as the UIKit layer reads
    /// it — only for a controller that is presented (reading `presentationController` on one
    /// that is not would make one).
    package struct PresentationReading: Sendable, Equatable {
        /// Its `modalPresentationStyle`.
        package var style: ModalStyle
        /// Its `presentationController`'s kind.
        package var controller: PresentationControllerKind
        /// Whether the window's horizontal size class is compact, where UIKit adapts a popover.
        package var isHorizontallyCompact: Bool
        /// The style the presentation controller's delegate asks for in the window's traits, as
        /// UIKit asks it (`adaptivePresentationStyle(for:traitCollection:)`, else
        /// `adaptivePresentationStyle(for:)`); `nil` without a delegate or an answer.
        package var adaptiveStyle: ModalStyle?

        package init(
            style: ModalStyle, controller: PresentationControllerKind = .other,
            isHorizontallyCompact: Bool = false, adaptiveStyle: ModalStyle? = nil
        ) {
            self.style = style
            self.controller = controller
            self.isHorizontallyCompact = isHorizontallyCompact
            self.adaptiveStyle = adaptiveStyle
        }
    }
}

extension FieldAncestry.Presentation {
    /// How a screen read as `reading` is presented (`nil`: not presented).
    ///
    /// - A popover (its style, or a popover presentation controller) is a popover — UIKit resizes
    ///   it for the keyboard itself — unless UIKit adapts it to a sheet: where the width is
    ///   compact, unless its delegate keeps it a popover (asks for `.none`).
    /// - A page or form sheet (its style, or a sheet presentation controller: a sheet with
    ///   detents, `.automatic` resolved to a page sheet) is a sheet.
    /// - Anything else (full screen, over full screen, custom) is presented as no screen above
    ///   another is: `.none`.
    package init(_ reading: FieldAncestry.PresentationReading?) {
        guard let reading else {
            self = .none
            return
        }
        if reading.style == .popover || reading.controller == .popover {
            let adapted = reading.isHorizontallyCompact && reading.adaptiveStyle != .noStyle
            self = adapted ? .sheet : .popover
        } else if reading.style == .formSheet || reading.style == .pageSheet
            || reading.controller == .sheet
        {
            self = .sheet
        } else {
            self = .none
        }
    }
}
