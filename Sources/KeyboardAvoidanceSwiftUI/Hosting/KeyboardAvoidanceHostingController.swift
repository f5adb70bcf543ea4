#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// A `UIHostingController` whose SwiftUI content leaves the keyboard to UIKit, for SwiftUI
    /// inside a screen that ``KeepViewAboveKeyboard`` or ``KeyboardAvoidanceViewController``
    /// already keeps clear of it, so the content is not moved twice.
    ///
    /// It drops only the keyboard's safe-area region (every other stays); how, before and from
    /// iOS 16.4: <doc:HostingInterop>.
    ///
    /// ```swift
    /// let hosting = KeyboardAvoidanceHostingController(rootView: ProfileForm())
    /// addChild(hosting)
    /// contentView.addSubview(hosting.view)
    /// hosting.didMove(toParent: self)
    /// keyboardWatcher = KeepViewAboveKeyboard(view: contentView)
    /// ```
    ///
    /// Where nothing of UIKit's avoids around the content, use a plain `UIHostingController`; for
    /// one you already have, call its `ignoreKeyboardSafeArea()`.
    @MainActor
    open class KeyboardAvoidanceHostingController<Content: View>:
        UIHostingController<KeyboardAvoidanceHostedView<Content>>
    {
        /// The SwiftUI view this controller hosts; set it as you would `rootView`.
        public var content: Content {
            get { rootView.content }
            set { rootView.content = newValue }
        }

        /// Whether the content ignores the keyboard's safe-area region; `true` by default. Set
        /// `false` to let SwiftUI avoid it again (when the UIKit component around is turned off).
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

        /// The hosted view, ignoring the keyboard itself only before iOS 16.4.
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

    /// The view a ``KeyboardAvoidanceHostingController`` hosts: your content, made to ignore the
    /// keyboard's region before iOS 16.4 (<doc:HostingInterop#How-it-works>); from 16.4 it changes
    /// nothing. Read and set your view through ``KeyboardAvoidanceHostingController/content``.
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
