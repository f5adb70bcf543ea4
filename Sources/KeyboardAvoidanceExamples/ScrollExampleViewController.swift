#if canImport(UIKit)
    import KeyboardAvoidance
    import UIKit

    /// The `scroll` strategy on a table view: rows of fields and a growing notes text view; the
    /// table's insets grow by the covered part and the field — or the caret — scrolls into view.
    @MainActor
    public final class ScrollExampleViewController: UITableViewController, UITextViewDelegate {
        private var keyboardAvoidance: ScrollViewKeyboardAvoidance?
        private let notes = UITextView()

        override public func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
            tableView.keyboardDismissMode = .interactive
            notes.isScrollEnabled = false
            notes.font = .preferredFont(forTextStyle: .body)
            notes.delegate = self
            notes.frame.size.height = 120
            tableView.tableFooterView = notes
            keyboardAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        {
            30
        }

        override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
            let field =
                cell.contentView.subviews.compactMap { $0 as? UITextField }.first
                ?? {
                    let field = ExampleViews.textField(placeholder: "")
                    field.frame = cell.contentView.bounds.insetBy(dx: 16, dy: 4)
                    field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    cell.contentView.addSubview(field)
                    return field
                }()
            field.placeholder = "Row \(indexPath.row + 1)"
            return cell
        }

        /// Selection changes have no notification: tell the avoidance, so the caret stays visible.
        public func textViewDidChangeSelection(_ textView: UITextView) {
            keyboardAvoidance?.targetDidChange()
        }
    }
#endif
