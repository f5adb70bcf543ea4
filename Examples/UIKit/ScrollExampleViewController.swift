#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The `scroll` strategy on a table view held by a plain view controller: rows of fields and a
    /// notes text view that grows as it is typed in; the table's insets grow by the covered part
    /// and the field — or the caret — scrolls into view.
    ///
    /// A plain `UIViewController` rather than a `UITableViewController`: UIKit insets a table view
    /// controller's own table view for the keyboard itself (``ScrollViewKeyboardAvoidance`` then
    /// only reveals the field there).
    @MainActor
    public final class ScrollExampleViewController: UIViewController, UITableViewDataSource,
        UITextViewDelegate
    {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private var keyboardAvoidance: ScrollViewKeyboardAvoidance?
        /// What each row's field holds: cells are reused, the text is not theirs.
        private var values = Array(repeating: "", count: 30)
        private var notes = ""

        override public func viewDidLoad() {
            super.viewDidLoad()
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.dataSource = self
            tableView.keyboardDismissMode = .interactive
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 52
            tableView.register(FieldCell.self, forCellReuseIdentifier: FieldCell.identifier)
            tableView.register(NotesCell.self, forCellReuseIdentifier: NotesCell.identifier)
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            keyboardAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
        }

        /// The fields, then the notes.
        public func numberOfSections(in tableView: UITableView) -> Int { 2 }

        /// A row per field; one row of notes.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? values.count : 1
        }

        /// A field row showing the model's text, or the notes row.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            if indexPath.section == 1 {
                let cell = tableView.dequeueReusableCell(
                    withIdentifier: NotesCell.identifier, for: indexPath)
                (cell as? NotesCell)?.configure(text: notes, delegate: self)
                return cell
            }
            let cell = tableView.dequeueReusableCell(
                withIdentifier: FieldCell.identifier, for: indexPath)
            let row = indexPath.row
            (cell as? FieldCell)?.configure(placeholder: "Row \(row + 1)", text: values[row]) {
                [weak self] text in self?.values[row] = text
            }
            return cell
        }

        /// The notes grow with their text: the table re-measures the row, then the caret is
        /// revealed in the new layout.
        public func textViewDidChange(_ textView: UITextView) {
            notes = textView.text
            tableView.performBatchUpdates(nil)
            keyboardAvoidance?.targetDidChange()
        }

        /// Selection changes have no notification: tell the avoidance, so the caret stays visible.
        public func textViewDidChangeSelection(_ textView: UITextView) {
            keyboardAvoidance?.targetDidChange()
        }
    }

    /// A row with one text field whose text belongs to the model, not to the reused cell.
    @MainActor
    private final class FieldCell: UITableViewCell {
        static let identifier = "field"
        private let field = ExampleViews.textField(placeholder: "")
        private var onChange: ((String) -> Void)?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            field.borderStyle = .none
            field.translatesAutoresizingMaskIntoConstraints = false
            field.addTarget(self, action: #selector(editingChanged), for: .editingChanged)
            contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(
                    equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(
                    equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                field.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                field.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        func configure(placeholder: String, text: String, onChange: @escaping (String) -> Void) {
            field.placeholder = placeholder
            field.text = text
            self.onChange = onChange
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            onChange = nil
            field.text = nil
        }

        @objc private func editingChanged() {
            onChange?(field.text ?? "")
        }
    }

    /// A row with a text view that grows with its text (it does not scroll itself).
    @MainActor
    private final class NotesCell: UITableViewCell {
        static let identifier = "notes"
        private let textView = UITextView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            textView.isScrollEnabled = false
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.accessibilityLabel = "Notes"
            textView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(textView)
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(
                    equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                textView.trailingAnchor.constraint(
                    equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                textView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                textView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        func configure(text: String, delegate: UITextViewDelegate) {
            textView.text = text
            textView.delegate = delegate
        }
    }
#endif
