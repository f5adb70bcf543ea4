import Foundation
import Testing

@testable import KeyboardAvoidanceTool

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs the tool must not write, as the shell would not: a file the user may not write, and
/// one larger than the limit on a file's size. Refused with status 1 and a message naming the
/// file; the file as it was, nothing beside it.
@Suite("Refused as the shell refuses: a read-only file, a file-size limit")
struct WriteRefusalTests {
    /// The command that runs a program as a user the system holds to a file's mode: none for a
    /// user who is not root; for root, `nobody` through setpriv or runuser; `nil` when neither
    /// is there.
    static let asOrdinaryUser: String? = {
        guard getuid() == 0 else { return "" }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            return "setpriv --reuid=65534 --regid=65534 --clear-groups"
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") {
            return "runuser -u nobody --"
        }
        return nil
    }()

    /// A scenario whose picture is larger than the size limits below: 40 events, about 400 KB
    /// of HTML.
    static let scenario: String = {
        let show =
            #"{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]}}"#
        let hide =
            #"{"name": "UIKeyboardWillHideNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 736, 414, 271]}}"#
        let events = Array(repeating: show + ", " + hide, count: 20).joined(separator: ", ")
        return #"{"screen": [0, 0, 414, 736], "strategy": "shift", "target": [20, 600, 374, 44], "#
            + #""events": [\#(events)]}"# + "\n"
    }()

    @Test(
        "-o onto a file the user may not write (0444, or a link to it) is refused as the shell's > refuses it",
        .enabled(if: asOrdinaryUser != nil, "needs a user who is not root: setpriv or runuser"))
    func readOnlyFile() throws {
        let user = try #require(Self.asOrdinaryUser)
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.scenario.utf8).write(to: directory.appendingPathComponent("small.json"))
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && printf 'old\\n' > locked.svg && chmod 444 locked.svg
            ln -s locked.svg link.svg
            [ "$(id -u)" = 0 ] && chown -R 65534 . && chmod 755 .
            if \(user) sh -c 'printf x > locked.svg' 2>/dev/null; then echo "shell wrote"
            else echo "shell refused"; fi
            \(user) "$TOOL" render small.json -o locked.svg; echo "render $?"
            \(user) "$TOOL" render small.json -o link.svg; echo "render through a link $?"
            \(user) "$TOOL" bench --fixtures '\(Tool.fixtures.path)' --events 10 --write locked.svg
            echo "bench $?"
            cat locked.svg; stat -c %a locked.svg; ls -A | tr '\\n' ' '
            """)
        #expect(
            result.stdout
                == "shell refused\nrender 1\nrender through a link 1\nbench 1\nold\n444\n"
                + "link.svg locked.svg small.json ", "\(result.stderr)")
        #expect(
            result.stderr
                == """
                keyboard-avoidance: locked.svg: cannot write the file (permission denied)
                keyboard-avoidance: link.svg: cannot write the file (permission denied)
                keyboard-avoidance: locked.svg: cannot write the file (permission denied)

                """)
    }

    @Test(
        "the tool refuses to replace a file exactly when the system refuses this user to write it",
        arguments: [0o444, 0o644, 0o200, 0o000] as [mode_t])
    func refusalIsTheSystems(mode: mode_t) throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/picture.svg"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
        // The kernel's own answer for this user (root may write any of them).
        let descriptor = open(path, O_WRONLY)
        let systemRefuses = descriptor < 0
        if descriptor >= 0 { close(descriptor) }
        #expect((ToolFiles.refusal(toWrite: Array(path.utf8)) != nil) == systemRefuses)
        let result = InProcess.run(["render", OutputFileTests.example, "-o", path])
        #expect(result.status == (systemRefuses ? 1 : 0), "\(result.stderr)")
        chmod(path, 0o644)
        let written = try OutputFileTests.contents(path)
        #expect(written.hasPrefix("<?xml") == !systemRefuses)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["picture.svg"])
    }

    @Test(
        "under a file-size limit (ulimit -f): status 1, 'file too large' naming the file, the old file kept, nothing beside it"
    )
    func sizeLimit() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.scenario.utf8).write(to: directory.appendingPathComponent("s.json"))
        // 100 blocks: 50 KB in sh's 512-byte blocks (100 KB in bash's), below the picture's size.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && printf 'old\\n' > out.html && printf 'old\\n' > linked.html
            ln linked.html other.html
            ulimit -f 100
            "$TOOL" render s.json -o out.html; echo "render -o $?"
            "$TOOL" render s.json -o linked.html; echo "render -o a hard link $?"
            "$TOOL" render s.json -o new.html; echo "render -o a new file $?"
            "$TOOL" render s.json --format html > piped.html; echo "render > $?"
            "$TOOL" bench --fixtures '\(Tool.fixtures.path)' --events 100000 --write out.html
            echo "bench --write $?"
            cat out.html linked.html other.html; ls -A | tr '\\n' ' '
            """)
        #expect(
            result.stdout
                == "render -o 1\nrender -o a hard link 1\nrender -o a new file 1\nrender > 1\n"
                + "bench --write 1\nold\nold\nold\nlinked.html other.html out.html piped.html s.json ",
            "\(result.stderr)")
        let tooLarge = "(file too large: more than the limit on a file's size, ulimit -f)\n"
        #expect(
            result.stderr
                == "keyboard-avoidance: out.html: cannot write the file \(tooLarge)"
                + "keyboard-avoidance: linked.html: cannot write the file \(tooLarge)"
                + "keyboard-avoidance: new.html: cannot write the file \(tooLarge)"
                + "keyboard-avoidance: cannot write standard output \(tooLarge)"
                + "keyboard-avoidance: out.html: cannot write the file \(tooLarge)")
    }
}
