#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// A `UIHostingController` whose SwiftUI content leaves the keyboard to UIKit: for SwiftUI
    /// inside a screen that one of this package's UIKit components already keeps clear of the
    /// keyboard, so that the content is not moved twice.
    ///
    /// A plain `UIHostingController` avoids the keyboard by itself: it adds the part of its view
    /// the keyboard covers to its content's safe area, and SwiftUI lays the content out above
    /// it. Inside a view that ``KeepViewAboveKeyboard`` moves up, or inside a
    /// ``KeyboardAvoidanceViewController`` whose safe area already grew by the keyboard, the
    /// content then moves (or shrinks) a second time. This controller drops the keyboard's
    /// safe-area region and keeps every other one (the notch, the home indicator, bars, and
    /// the safe area a UIKit component adds):
    ///
    /// - from iOS 16.4, by taking `.keyboard` out of its `safeAreaRegions` (`.container` is
    ///   left);
    /// - before, by hosting your view inside ``KeyboardAvoidanceHostedView``, which makes it
    ///   fill the controller's view and then applies `ignoresSafeArea(.keyboard)` to it, so that
    ///   a root view of a fixed size (a padded `VStack`) stays where it was as well as a `Form`
    ///   or a `ScrollView` does.
    ///
    /// ```swift
    /// let hosting = KeyboardAvoidanceHostingController(rootView: ProfileForm())
    /// addChild(hosting)
    /// contentView.addSubview(hosting.view)
    /// hosting.didMove(toParent: self)
    /// keyboardWatcher = KeepViewAboveKeyboard(view: contentView)
    /// ```
    ///
    /// Use a plain `UIHostingController` where nothing of UIKit's avoids the keyboard around
    /// the SwiftUI content (or where the content uses this module's modifiers alone). To leave
    /// the keyboard to UIKit from a `UIHostingController` you already have, call its
    /// `ignoreKeyboardSafeArea()`.
    @MainActor
    open class KeyboardAvoidanceHostingController<Content: View>:
        UIHostingController<KeyboardAvoidanceHostedView<Content>>
    {
        /// The SwiftUI view this controller hosts. Set it to change the content, as
        /// `rootView` is set on a `UIHostingController`.
        public var content: Content {
            get { rootView.content }
            set { rootView.content = newValue }
        }

        /// Whether the content ignores the keyboard's safe-area region: `true` by default. Set
        /// it to `false` to let SwiftUI avoid the keyboard again, as a plain
        /// `UIHostingController` does (when the UIKit component around it is turned off, say).
        public var ignoresKeyboardSafeArea = true {
            didSet { applyKeyboardSafeArea() }
        }

        /// Hosts `rootView`, leaving the keyboard to UIKit.
        public init(rootView: Content) {
            super.init(rootView: Self.hostedView(rootView))
            applyKeyboardSafeArea()
        }

        /// Hosts `rootView` in a view controller made from a storyboard (an
        /// `@IBSegueAction`'s controller), leaving the keyboard to UIKit.
        public init?(coder: NSCoder, rootView: Content) {
            super.init(coder: coder, rootView: Self.hostedView(rootView))
            applyKeyboardSafeArea()
        }

        /// Not available: a storyboard scene gives no root view. Use
        /// ``init(coder:rootView:)`` from an `@IBSegueAction`.
        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            nil
        }

        /// The hosted view as it starts: ignoring the keyboard itself only where the
        /// controller cannot drop the region.
        private static func hostedView(_ content: Content) -> KeyboardAvoidanceHostedView<Content> {
            var view = KeyboardAvoidanceHostedView(content: content)
            if #unavailable(iOS 16.4) { view.ignoresKeyboard = true }
            return view
        }

        /// The keyboard's region: through `safeAreaRegions` from iOS 16.4, through the hosted
        /// view before.
        private func applyKeyboardSafeArea() {
            if #available(iOS 16.4, *) {
                if ignoresKeyboardSafeArea {
                    safeAreaRegions.remove(.keyboard)
                } else {
                    safeAreaRegions.insert(.keyboard)
                }
            } else if rootView.ignoresKeyboard != ignoresKeyboardSafeArea {
                rootView.ignoresKeyboard = ignoresKeyboardSafeArea
            }
        }
    }

    /// The view a ``KeyboardAvoidanceHostingController`` hosts: your content, ignoring the
    /// keyboard's safe-area region before iOS 16.4 (from iOS 16.4 the controller drops the
    /// region itself, and this view changes nothing).
    ///
    /// Before iOS 16.4 it puts your content in a frame that takes the whole region it is offered,
    /// centred as the controller centres a root view, and has that frame ignore the keyboard's
    /// region: `ignoresSafeArea(.keyboard)` extends a view only on the edges where it reaches
    /// the safe area, and a content smaller than the controller's view would otherwise be
    /// centred again in what the keyboard leaves, moving up by half the keyboard's overlap.
    /// Asked for its ideal size — as a hosting controller with
    /// `sizingOptions = .intrinsicContentSize` asks (iOS 16) — the frame answers with your
    /// content's, so the hosting view still sizes to your content.
    ///
    /// It is the controller's `rootView`; read and set your view through
    /// ``KeyboardAvoidanceHostingController/content``. A type of its own, rather than one nested
    /// in the controller, because it is the controller's superclass's generic argument.
    public struct KeyboardAvoidanceHostedView<Content: View>: View {
        /// Your view.
        public var content: Content
        /// Whether the content ignores the keyboard's safe-area region here.
        var ignoresKeyboard = false

        /// Hosts `content`; the controller decides whether it ignores the keyboard.
        init(content: Content) {
            self.content = content
        }

        /// Your view, with the keyboard's region ignored when the controller asks.
        public var body: some View {
            // Minimum 0 and maximum infinity: the frame takes exactly the size offered, even
            // when the content is taller (the hosting view sized to the content, the keyboard
            // then shrinking its region), so its edges are the safe area's and
            // `ignoresSafeArea` extends it over the keyboard. Without a proposal (the ideal
            // size) it is the content's size. `nil`s when not ignoring: the same view, changing
            // nothing, so that turning it on and off keeps the content's state.
            let minimum: CGFloat? = ignoresKeyboard ? 0 : nil
            let maximum: CGFloat? = ignoresKeyboard ? .infinity : nil
            content
                .frame(minWidth: minimum, maxWidth: maximum, minHeight: minimum, maxHeight: maximum)
                .ignoresSafeArea(ignoresKeyboard ? .keyboard : [], edges: .all)
        }
    }
#endif
