import Foundation

extension FieldAncestry {
    /// A view of a constraint, as the UIKit layer names it: `ObjectIdentifier(view)`.
    package typealias ViewID = ObjectIdentifier

    /// One item of a layout constraint as read: a view, or a layout guide with its owning view.
    package enum ConstraintItem: Sendable, Equatable {
        /// A view.
        case view(ViewID)
        /// A keyboard layout guide (UIKit's or a `KeyboardAvoidanceGuide`), with its owning view.
        case keyboardGuide(owner: ViewID?)
        /// Any other layout guide (a safe area, margins), with its owning view.
        case layoutGuide(owner: ViewID?)
        /// No item (the second item of a constant width or height), or one of no other kind.
        case other

        /// The view a constraint on this item positions: the view, or a guide's owner (not a
        /// keyboard guide's, which moves with the keyboard).
        var positionedView: ViewID? {
            switch self {
            case .view(let view): view
            case .layoutGuide(let owner): owner
            case .keyboardGuide, .other: nil
            }
        }
    }

    /// A layout constraint installed on a view of the ancestry: its items and attributes' raw
    /// values.
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

    /// The raw values of a keyboard guide's attributes that move with the keyboard (`.top`,
    /// `.centerY` and their margin forms); its bottom, sides and height do not.
    package static let keyboardGuideMovingAttributes: Set<Int> = [3, 10, 15, 20]

    /// The views pinned, directly or through their own guides, to a keyboard guide's moving edge by
    /// `constraints` (those installed on the ancestry's views, where every such constraint lives);
    /// UIKit's ties of a guide to its owner are not counted.
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
