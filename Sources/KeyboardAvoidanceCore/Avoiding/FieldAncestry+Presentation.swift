import Foundation

extension FieldAncestry {
    /// A `UIModalPresentationStyle` by its raw value: the styles the presentation rule tells apart,
    /// any other kept.
    package enum ModalStyle: Sendable, Equatable {
        /// `.fullScreen` (0).
        case fullScreen
        /// `.pageSheet` (1).
        case pageSheet
        /// `.formSheet` (2).
        case formSheet
        /// `.popover` (7).
        case popover
        /// `.none` (−1): an adaptive delegate's "keep the style" (not `none`, which reads as
        /// `nil`).
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

    /// How the outermost parent of a presented content controller was presented (reading
    /// `presentationController` on one that is not would make one).
    package struct PresentationReading: Sendable, Equatable {
        /// Its `modalPresentationStyle`.
        package var style: ModalStyle
        /// Its `presentationController`'s kind.
        package var controller: PresentationControllerKind
        /// Whether the window's horizontal size class is compact, where UIKit adapts a popover.
        package var isHorizontallyCompact: Bool
        /// The style the presentation controller's delegate asks for in the window's traits; `nil`
        /// without a delegate or an answer.
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
    /// How a screen read as `reading` is presented (`nil`: not presented): a popover unless UIKit
    /// adapts it to a sheet in a compact width (and its delegate does not keep it); a page or form
    /// sheet, or a sheet controller's, is a sheet; anything else `.none`.
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
