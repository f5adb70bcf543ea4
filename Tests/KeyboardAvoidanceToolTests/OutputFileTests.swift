import Foundation
import Testing

@testable import KeyboardAvoidanceTool

/// What the tool writes lands where the user pointed, and nothing that was there is lost: the
/// demo gallery updates a folder in place; `-o` follows a symbolic link, writes into a FIFO or a
/// device, keeps a file's mode and its other hard links.
@Suite("Nothing lost: writing into what is already there")
struct OutputFileTests {
    static let example = Tool.examples.appendingPathComponent("ipad-stage-manager.json").path

    static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("demo run again and again into a folder updates it and keeps the user's own file")
    func demoAgain() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = directory.appendingPathComponent("gallery").path
        let first = InProcess.run(["demo", "-o", gallery])
        #expect(first.status == 0, "\(first.stderr)")
        let index = try Data(contentsOf: URL(fileURLWithPath: gallery + "/index.html"))
        let names = try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted()
        let mine = gallery + "/notes.txt"
        try Data("the user's notes\n".utf8).write(to: URL(fileURLWithPath: mine))
        chmod(mine, 0o600)
        let before = try #require(Self.status(mine))
        for run in 2...3 {
            let again = InProcess.run(["demo", "-o", gallery])
            #expect(again.status == 0, "run \(run): \(again.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: gallery + "/index.html")) == index)
            #expect(
                try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted()
                    == (names + ["notes.txt"]).sorted())
        }
        let after = try #require(Self.status(mine))
        #expect(try Self.contents(mine) == "the user's notes\n")
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mode == before.st_mode)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
        #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    }

    @Test("a demo that fails half-way through a folder puts back every file it had replaced")
    func demoFailureKeepsFolder() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = directory.appendingPathComponent("gallery").path
        #expect(InProcess.run(["demo", "-o", gallery]).status == 0)
        // The user's edits, and a directory where the gallery's last scenario goes: every file
        // is ready before that one fails to take its place.
        try Data("edited\n".utf8).write(to: URL(fileURLWithPath: gallery + "/index.html"))
        let scenarios = try FileManager.default.contentsOfDirectory(
            atPath: gallery + "/scenarios"
        ).sorted()
        let blocked = gallery + "/scenarios/" + (scenarios.last ?? "")
        try FileManager.default.removeItem(atPath: blocked)
        try FileManager.default.createDirectory(
            atPath: blocked + "/inside", withIntermediateDirectories: true)
        let names = try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted()
        let result = InProcess.run(["demo", "-o", gallery])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write the gallery"), "\(result.stderr)")
        #expect(try Self.contents(gallery + "/index.html") == "edited\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted() == names)
    }

    static let interruptedFiles = (0..<20).map {
        (path: "pictures/\($0).svg", contents: "new \($0)\n")
    }

    @Test("a demo interrupted by Ctrl-C half-way through a folder puts everything back, then ends")
    func demoInterrupted() async throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = directory.appendingPathComponent("gallery").path
        let files = Self.interruptedFiles
        for file in files {
            try FileManager.default.createDirectory(
                atPath: gallery + "/pictures", withIntermediateDirectories: true)
            try Data("the user's \(file.path)\n".utf8).write(
                to: URL(fileURLWithPath: gallery + "/" + file.path))
        }
        let before = try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted()
        // The child sends itself SIGINT before the 30th step (10 files swapped in of 20): it must
        // end by that signal, after putting back the ten files and removing every staged one.
        setenv("KA_INTERRUPTED_GALLERY", gallery, 1)
        await #expect(processExitsWith: .signal(SIGINT)) {
            let gallery = ProcessInfo.processInfo.environment["KA_INTERRUPTED_GALLERY"] ?? ""
            // The child may start with SIGINT blocked or ignored, as a background job does.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            signal(SIGINT, SIG_DFL)
            var steps = 0
            try? GalleryWriter.write(OutputFileTests.interruptedFiles, to: Argument(gallery)) {
                steps += 1
                if steps == 30 { raise(SIGINT) }
            }
            exit(0)
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted() == before)
        for file in files {
            #expect(try Self.contents(gallery + "/" + file.path) == "the user's \(file.path)\n")
        }
    }

    @Test("-o onto a symbolic link writes its target, and the link stays a link")
    func symbolicLink() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.path + "/target.svg"
        let link = directory.path + "/link.svg"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        symlink("target.svg", link)
        let result = InProcess.run(["render", Self.example, "-o", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.contents(target).hasPrefix("<?xml"))
        #expect((Self.status(link)?.st_mode ?? 0) & S_IFMT == S_IFLNK)
        // A link to nothing yet: the file it names is made.
        let dangling = directory.path + "/dangling.svg"
        symlink("made.svg", dangling)
        #expect(InProcess.run(["render", Self.example, "-o", dangling]).status == 0)
        #expect(try Self.contents(directory.path + "/made.svg").hasPrefix("<?xml"))
        #expect((Self.status(dangling)?.st_mode ?? 0) & S_IFMT == S_IFLNK)
    }

    @Test("-o keeps an existing file's mode")
    func keepsMode() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/private.svg"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        #expect(InProcess.run(["render", Self.example, "-o", path]).status == 0)
        #expect(try Self.contents(path).hasPrefix("<?xml"))
        #expect((Self.status(path)?.st_mode ?? 0) & 0o7777 == 0o600)
    }

    @Test("-o onto a file with another hard link writes it in place: both names see the picture")
    func hardLink() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/picture.svg"
        let other = directory.path + "/other-name.svg"
        try Data(String(repeating: "old ", count: 100_000).utf8).write(
            to: URL(fileURLWithPath: path))
        link(path, other)
        let inode = Self.status(path)?.st_ino
        #expect(InProcess.run(["render", Self.example, "-o", path]).status == 0)
        #expect(Self.status(path)?.st_ino == inode)
        #expect(Self.status(path)?.st_nlink == 2)
        let written = try Self.contents(other)
        #expect(written.hasPrefix("<?xml"))
        #expect(written.hasSuffix("</svg>\n"))
        let stale = written.contains("old ")
        #expect(!stale)
    }

    @Test("-o onto a link to a pipe (/dev/stdout on a pipe) writes into the pipe")
    func pipeThroughLink() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // `/dev/stdout` on a pipe is a link to "pipe:[N]", which names no file in any folder.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && ln -s /dev/stdout picture.svg
            ("$TOOL" render '\(Self.example)' -o picture.svg; echo "render $?" > status) | cat > received
            head -c 5 received; echo; cat status
            [ -L picture.svg ] && echo "still a link"
            """)
        #expect(result.stdout == "<?xml\nrender 0\nstill a link\n", "\(result.stderr)")
    }

    @Test("-o onto a FIFO writes into it for its reader; the FIFO stays")
    func fifo() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The timeout only frees a reader nobody ever writes to.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && mkfifo picture.svg
            timeout 120 cat picture.svg > received &
            "$TOOL" render '\(Self.example)' -o picture.svg; echo "render $?"
            wait $!; echo "reader $?"
            [ -p picture.svg ] && echo "still a FIFO"
            head -c 5 received; echo
            """)
        #expect(
            result.stdout == "render 0\nreader 0\nstill a FIFO\n<?xml\n", "\(result.stderr)")
    }

    @Test("-o that is the input file, under any name, is refused: status 2, nothing written")
    func outputIsTheInput() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.path + "/s.svg"
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.example))
        try original.write(to: URL(fileURLWithPath: input))
        symlink("s.svg", directory.path + "/link.svg")
        link(input, directory.path + "/hard.svg")
        for (file, output) in [
            ("s.svg", "s.svg"), ("s.svg", "link.svg"), ("link.svg", "hard.svg"),
            ("hard.svg", "./s.svg"),
        ] {
            let result = InProcess.run([
                "render", directory.path + "/" + file, "-o", directory.path + "/" + output,
            ])
            #expect(result.status == 2, "\(file) -o \(output)")
            #expect(
                result.stderr.hasSuffix(
                    "' is the input file: writing it would replace what is read; "
                        + "choose another output\n"), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("keyboard-avoidance render: -o: '"))
        }
        // Standard input redirected from the file is the file too.
        let piped = try Tool.runShell(
            "cd '\(directory.path)' && \"$TOOL\" render - -o hard.svg < s.svg; echo \"render $?\"")
        #expect(piped.stdout == "render 2\n", "\(piped.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 3)
    }

    @Test(
        "-o onto a device with --format writes to it; one that fails says so; demo names a device")
    func deviceWithFormat() {
        let null = InProcess.run(["render", Self.example, "-o", "/dev/null", "--format", "html"])
        #expect(null.status == 0, "\(null.stderr)")
        let full = InProcess.run(["render", Self.example, "-o", "/dev/full", "--format", "svg"])
        #expect(full.status == 1)
        #expect(
            full.stderr
                == "keyboard-avoidance: /dev/full: cannot write the file (no space left on the device)\n"
        )
        let html = InProcess.run(["render", Self.example, "--format", "html"])
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"), "\(html.stdout.prefix(40))")
        let gallery = InProcess.run(["demo", "-o", "/dev/full"])
        #expect(gallery.status == 1)
        #expect(
            gallery.stderr
                == "keyboard-avoidance: /dev/full: cannot write the gallery (it is a device, not a directory)\n"
        )
    }

    @Test("bench --write that cannot be written stops before anything is measured")
    func benchWriteUpFront() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, reason) in [
            ("/dev/full", "no space left on the device"), (directory.path, "it is a directory"),
            (directory.path + "/missing/x.json", "its directory does not exist"),
        ] {
            let result = InProcess.run([
                "bench", "--fixtures", Tool.fixtures.path, "--events", "10", "--write", path,
            ])
            #expect(result.status == 1, "\(path)")
            // Not a line of figures: the failure came first.
            #expect(result.stdout.isEmpty, "\(path)")
            // The path as messages show it, cut after 60 characters.
            #expect(result.stderr.hasPrefix("keyboard-avoidance: \(path.prefix(40))"))
            #expect(result.stderr.hasSuffix(": cannot write the file (\(reason))\n"))
        }
        // Onto one of the fixtures it reads (a copy): refused, the fixture kept.
        let fixtures = directory.appendingPathComponent("fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let fixture = fixtures.appendingPathComponent("iphone-curve-7-show-hide.json")
        try FileManager.default.copyItem(
            at: Tool.fixtures.appendingPathComponent("iphone-curve-7-show-hide.json"), to: fixture)
        let original = try Data(contentsOf: fixture)
        let overFixture = InProcess.run([
            "bench", "--fixtures", fixtures.path, "--events", "10", "--write", fixture.path,
        ])
        #expect(overFixture.status == 2)
        #expect(overFixture.stderr.hasPrefix("keyboard-avoidance bench: --write: '"))
        #expect(overFixture.stderr.contains("' is the input file"))
        #expect(try Data(contentsOf: fixture) == original)
    }

    @Test("-o onto a link to a device writes to the device, which stays a device")
    func device() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.path + "/discard.svg"
        symlink("/dev/null", link)
        let result = InProcess.run(["render", Self.example, "-o", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((Self.status(link)?.st_mode ?? 0) & S_IFMT == S_IFLNK)
        #expect((Self.status("/dev/null")?.st_mode ?? 0) & S_IFMT == S_IFCHR)
    }
}
