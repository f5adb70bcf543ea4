import Foundation

extension FieldAncestry {
    /// A view of a constraint, as the UIKit layer names it: `ObjectIdentifier(view)`.
    package typealias ViewID = ObjectIdentifier

    /// One item of a layout constraint, as the UIKit layer reads it: a view, or a layout guide
    /// with the view that owns it.
    package enum ConstraintItem: Sendable, Equatable {
        /// A view.
        case view(ViewID)
        /// A keyboard's layout guide — UIKit's `keyboardLayoutGuide` or a
        /// `KeyboardAvoidanceGuide` — with its owning view, if any.
        case keyboardGuide(owner: ViewID?)
        /// Any other layout guide (a safe area, margins, an app's own guide), with its owning
        /// view, if any.
        case layoutGuide(owner: ViewID?)
        /// No item (the second item of a constant width or height), or one of no other kind.
        case other

        /// The view a constraint on this item positions: the view itself, or the owner of one of
        /// its layout guides — not a keyboard guide's, which moves with the keyboard.
        var positionedView: ViewID? {
            switch self {
            case .view(let view): view
            case .layoutGuide(let owner): owner
            case .keyboardGuide, .other: nil
            }
        }
    }

    /// A layout constraint installed on a view of the field's ancestry, as read: its two items
    /// and their attributes' raw values (`NSLayoutConstraint.Attribute`).
    package struct ConstraintReading: Sendable, Equatable {
        package var first: ConstraintItem
        package var firstAttribute: Int
        package var second: ConstraintItem
        package var secondAttribute: Int

        package init(
            first: ConstraintItem, firstAttribute: Int, second: ConstraintItem,
            secondAttribute: Int
        ) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.second = second
            self.secondAttribute = secondAttribute
        }
    }

    /// The raw values of the attributes of a keyboard's layout guide that move with the
    /// keyboard (`NSLayoutConstraint.Attribute`): `.top` (3), `.centerY` (10), `.topMargin` (15)
    /// and `.centerYWithinMargins` (20). Its bottom, sides and height do not.
    package static let keyboardGuideMovingAttributes: Set<Int> = [3, 10, 15, 20]

    /// The views the app positions by the moving edge (top or centre) of a keyboard's layout
    /// guide, directly or through one of their own layout guides, among `constraints` — those
    /// installed on the field's ancestry's views (a constraint lives on the nearest common
    /// ancestor of its items, which for a view of the ancestry is in the ancestry too): what
    /// ``View/isPinnedToKeyboardGuide`` says of each. UIKit's own constraints tie a guide to its
    /// owning view, which is not counted; an edge tied to another keyboard guide positions
    /// nothing.
    package static func viewsPinnedToKeyboardGuides(by constraints: [ConstraintReading])
        -> Set<ViewID>
    {
        var pinned: Set<ViewID> = []
        for constraint in constraints {
            let ends = [
                (constraint.first, constraint.firstAttribute, constraint.second),
                (constraint.second, constraint.secondAttribute, constraint.first),
            ]
            for (item, attribute, other) in ends {
                guard case .keyboardGuide(let owner) = item,
                    keyboardGuideMovingAttributes.contains(attribute),
                    let view = other.positionedView, view != owner
                else { continue }
                pinned.insert(view)
            }
        }
        return pinned
    }
}
