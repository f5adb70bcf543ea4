import Foundation

/// A userInfo value that holds other values, a list or a dictionary, read through its own API: a
/// bridging cast (`as? [Any]`) converts it all first, which outside Darwin may never end.
package enum UserInfoContainer {
    /// An `NSArray` or a random-access collection: its count, and its element at an offset
    /// (`0..<count`), taken when asked for.
    case list(count: Int, element: (Int) -> Any)
    /// An `NSDictionary` or a Swift `Dictionary`: its count, and up to `limit` of its members,
    /// taken when asked for, in the dictionary's order.
    case dictionary(count: Int, members: (_ limit: Int) -> [(key: Any, value: Any)])
    /// A collection whose elements cannot be counted in constant time (a `Set`, a lazy filter
    /// over `0..<Int.max`, which may never end), or a Foundation set: never read.
    case uncounted

    /// The container `value` is, or `nil`; `Value` is its dynamic type. A `String` and a collection
    /// that reports a negative count are `uncounted`.
    package init?(_ value: Any) {
        self.init(opened: value)
        switch self {
        case .list(let count, _) where count < 0: self = .uncounted
        case .dictionary(let count, _) where count < 0: self = .uncounted
        default: break
        }
    }

    /// `Value` is the dynamic type: an `Any` passed in is opened for ``ExactCast``.
    private init?<Value>(opened value: Value) {
        // Foundation's collections by their class, before any cast could bridge them.
        if let array = ExactCast.object(value, as: NSArray.self) {
            guard let list = Self.list(array) else {
                self = .uncounted
                return
            }
            self = list
        } else if let dictionary = ExactCast.object(value, as: NSDictionary.self) {
            guard let members = Self.dictionary(dictionary) else {
                self = .uncounted
                return
            }
            self = members
        } else if ExactCast.object(value, as: NSSet.self) != nil
            || ExactCast.object(value, as: NSOrderedSet.self) != nil
        {
            // Never read: describing one describes its elements, an array holding itself too.
            self = .uncounted
        } else if let dictionary = value as? any UserInfoKeyedCollection {
            self = .dictionary(count: dictionary.count, members: dictionary.members(limit:))
        } else if let collection = value as? any RandomAccessCollection {
            self = Self.list(collection)
        } else if value is any Collection {
            self = .uncounted
        } else {
            return nil
        }
    }

    /// An `NSArray`'s elements as they are stored; `nil` when they cannot be read so.
    private static func list(_ array: NSArray) -> Self? {
        #if canImport(Darwin)
            return .list(count: array.count, element: array.object(at:))
        #else
            // swift-corelibs-foundation's `object(at:)` bridges an element that is an array, all of
            // it (an array holding itself never ends); the mirror shows elements as stored.
            guard type(of: array) === NSArray.self || type(of: array) === NSMutableArray.self
            else { return .list(count: array.count, element: array.object(at:)) }
            let children = Mirror(reflecting: array).children
            guard children.count == array.count else { return nil }
            return .list(count: children.count) { offset in
                // Out of the `AnyObject` box the mirror keeps it in, so that its own class shows.
                let stored: AnyObject =
                    children[children.index(children.startIndex, offsetBy: offset)].value
                    as AnyObject
                // A collection as stored; anything else as `object(at:)` gives it.
                return isCollection(stored) ? stored : array.object(at: offset)
            }
        #endif
    }

    /// An `NSDictionary` read through its own API: its count, then up to `limit` members by key.
    private static func byItsAPI(_ dictionary: NSDictionary) -> Self {
        .dictionary(count: dictionary.count) { limit in
            var members: [(key: Any, value: Any)] = []
            let keys = dictionary.keyEnumerator()
            while members.count < limit, let key = keys.nextObject() {
                if let member = dictionary.object(forKey: key) {
                    members.append((key, member))
                }
            }
            return members
        }
    }

    /// An `NSDictionary`'s members as they are stored; `nil` when they cannot be read so.
    private static func dictionary(_ dictionary: NSDictionary) -> Self? {
        #if canImport(Darwin)
            return byItsAPI(dictionary)
        #else
            // As for arrays: `object(forKey:)` bridges a value that is a collection, all of it.
            let exact =
                type(of: dictionary) === NSDictionary.self
                || type(of: dictionary) === NSMutableDictionary.self
            guard exact else {
                return byItsAPI(dictionary)
            }
            let children = Mirror(reflecting: dictionary).children
            guard children.count == dictionary.count else { return nil }
            return .dictionary(count: children.count) { limit in
                children.prefix(limit).compactMap { child in
                    guard let (key, stored) = child.value as? (key: NSObject, value: AnyObject)
                    else { return nil }
                    if isCollection(stored) { return (key, stored) }
                    return (key, dictionary.object(forKey: key) ?? stored)
                }
            }
        #endif
    }

    #if !canImport(Darwin)
        /// Whether a stored object is one of the collections swift-corelibs-foundation bridges,
        /// whole, when it hands it out.
        private static func isCollection(_ object: AnyObject) -> Bool {
            object is NSArray || object is NSDictionary || object is NSSet
        }
    #endif

    /// A random-access collection as a list: its count and its elements by offset, both in
    /// constant time.
    private static func list<Elements: RandomAccessCollection>(_ elements: Elements) -> Self {
        .list(count: elements.count) { offset in
            elements[elements.index(elements.startIndex, offsetBy: offset)]
        }
    }
}

/// A Swift `Dictionary`, whatever its key and value types, read without converting it.
package protocol UserInfoKeyedCollection {
    /// How many members the dictionary has.
    var count: Int { get }
    /// Up to `limit` members, in the dictionary's order.
    func members(limit: Int) -> [(key: Any, value: Any)]
}

extension Dictionary: UserInfoKeyedCollection {
    package func members(limit: Int) -> [(key: Any, value: Any)] {
        // The key as itself, not wrapped: an `AnyHashable` key gives its base.
        prefix(limit).map { (AnyHashable($0.key).base, $0.value as Any) }
    }
}
