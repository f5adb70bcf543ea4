import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// The scenario format's project fields beside spec v2.2 (docs/scenario-project-fields.md): read
/// by every path, checked, written back, planned with what a component sets.
@Suite("The project's fields beside spec v2.2")
struct ProjectFieldsTests {
    /// A chat list with every field the document names, in every place it may be.
    static let everyField = #"""
        {"screen": [0, 0, 375, 812], "safeArea": {"top": 44, "bottom": 34}, "strategy": "scroll",
         "target": [16, 1900, 343, 44],
         "scroll": {"contentSize": [375, 2000], "contentOffset": [0, 1272], "adjustsForSafeArea": true},
         "list": {"inverted": false, "extraInset": 50, "coveredExtraInset": 8, "accessory": [0, 728, 375, 84],
                  "indicatorInset": -2.5, "systemInsetsKeyboard": 0, "sticksToNewestEnd": 1,
                  "scrolledAway": "keepsDistanceFromNewestEnd"},
         "reveal": [[16, 1944, 343, 20], [0, 0, 0, 0]],
         "events": [
          {"measure": {"keyboardGuide": [0, 477, 375, 335], "reveal": []}},
          {"measure": {"scroll": {"contentOffset": [0, 1400]}}, "name": "UIKeyboardWillShowNotification",
           "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 477}, {375, 335}}", "UIKeyboardAnimationDurationUserInfoKey": 0.25}},
          {"name": "UIKeyboardDidShowNotification", "measure": {}},
          {"measure": {"list": {"accessory": "outOfWindow"}, "keyboardGuide": null}},
          {"measure": {"list": {"accessory": null, "extraInset": 90}, "target": null}},
          {"contentOffset": [0, 1500], "track": [0, 577, 375, 335]},
          {"track": null, "contentOffset": [0, 1500]},
          {"track": [0, 677, 375, 335]},
          {"name": "UIKeyboardWillHideNotification", "userInfo": null, "measure": {"scroll": {"tracking": true}}}
         ]}
        """#

    static let safeArea = #"""
        {"screen": [0, 0, 375, 812], "safeArea": {"top": 44, "bottom": 34}, "strategy": "safeArea",
         "target": [16, 700, 343, 44], "margin": 8,
         "events": [
          {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335]},
           "measure": {"revealScroll": {"frame": [0, 0, 375, 812], "contentHeight": 1500, "offsetY": -44, "adjustedTop": 44}}},
          {"measure": {"revealScroll": {"frame": [0, 0, 375, 812], "contentHeight": 1500, "offsetY": 0,
                                        "ownBottom": 12, "adjustsForSafeArea": false, "tracking": true}}}
         ]}
        """#

    @Test("every field reads, writes back and reads the same, by the file and by Codable")
    func roundTrip() throws {
        for text in [Self.everyField, Self.safeArea] {
            let scenario = try Scenario(jsonData: Array(text.utf8))
            #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
            #expect(try Scenario(json: scenario.json) == scenario)
            let encoded = try JSONEncoder().encode(scenario)
            #expect(try JSONDecoder().decode(Scenario.self, from: encoded) == scenario)
            #expect(try JSONDecoder().decode(Scenario.self, from: Data(text.utf8)) == scenario)
        }
    }

    @Test("the values read are the ones the document names")
    func values() throws {
        let scenario = try Scenario(jsonData: Array(Self.everyField.utf8))
        #expect(
            scenario.list
                == ListChange(
                    isInverted: false, extraInset: 50, coveredExtraInset: 8,
                    accessory: .frame(CGRect(0, 728, 375, 84)), indicatorInset: -2.5,
                    systemInsetsKeyboard: false, sticksToNewestEnd: true,
                    scrolledAway: .keepsDistanceFromNewestEnd))
        #expect(scenario.reveal == [CGRect(16, 1944, 343, 20), .zero])
        let events = scenario.events
        var guide = ContainerSnapshot()
        guide.keyboardGuide = .keyboard(
            KeyboardEvent(
                name: .didChangeFrame, endFrame: CGRect(0, 477, 375, 335),
                animation: KeyboardAnimation(duration: 0, curve: .keyboard)))
        guide.reveal = []
        #expect(events[0] == .measure(guide))
        guard case .notification(.willShow, let userInfo?, let measure?) = events[1] else {
            Issue.record("not a notification with its snapshot: \(events[1])")
            return
        }
        #expect(userInfo.members.count == 2)
        #expect(measure == ContainerSnapshot(contentOffset: CGPoint(x: 0, y: 1400)))
        #expect(events[2] == .notification(.didShow, userInfo: nil, measure: ContainerSnapshot()))
        var away = ContainerSnapshot()
        away.list = ListChange(accessory: .outOfWindow)
        away.keyboardGuide = .noKeyboard
        #expect(events[3] == .measure(away))
        var gone = ContainerSnapshot(target: .some(nil))
        gone.list = ListChange(extraInset: 90, accessory: .absent)
        #expect(events[4] == .measure(gone))
        #expect(
            events[5] == .track(CGRect(0, 577, 375, 335), contentOffset: CGPoint(x: 0, y: 1500)))
        #expect(events[6] == .track(nil, contentOffset: CGPoint(x: 0, y: 1500)))
        #expect(events[7] == .track(CGRect(0, 677, 375, 335)))
        #expect(
            events[8]
                == .notification(
                    .willHide, userInfo: nil, measure: ContainerSnapshot(isTracking: true)))
        let safe = try Scenario(jsonData: Array(Self.safeArea.utf8))
        guard case .measure(let snapshot) = safe.events[1] else {
            Issue.record("not a measure")
            return
        }
        #expect(
            snapshot.revealScroll
                == RevealScroll(
                    frame: CGRect(0, 0, 375, 812), contentHeight: 1500, adjustedTop: 0,
                    ownBottom: 12, adjustsForSafeArea: false, offsetY: 0, isTracking: true))
    }

    @Test("every path reads the fields alike: whole, checked then planned, through a window")
    func readAlike() {
        for text in [Self.everyField, Self.safeArea] {
            ScenarioReaderTests.expectAlike(Array(text.utf8))
            // Keys sorted, the events before most of the header: the reader notes the lists and
            // checks the strategy at the end.
            if let scenario = try? Scenario(jsonData: Array(text.utf8)) {
                ScenarioReaderTests.expectAlike(Array(scenario.json.jsonText.utf8))
            }
        }
    }

    @Test(
        "errors in the fields are the same every way, however late they come",
        arguments: [
            // A notification's snapshot with an error, the notification's userInfo fine.
            #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {}, "measure": {"list": {"extraInset": -1}}}]}"#,
            // Its userInfo not an object: that error first, as the field reader reads it.
            #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "events": [{"measure": {"list": {"extraInset": -1}}, "name": "UIKeyboardWillShowNotification", "userInfo": 3}]}"#,
            // A notification's snapshot and another kind.
            #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "events": [{"name": "UIKeyboardWillShowNotification", "measure": {}, "retarget": null}]}"#,
            // A list in a later event of a shift scenario, after an invalid event: the invalid one.
            #"{"screen": [0, 0, 1, 1], "strategy": "shift", "events": [{"retarget": 1}, {"measure": {"list": {}}}]}"#,
            // A list, then an invalid event: the list.
            #"{"screen": [0, 0, 1, 1], "strategy": "shift", "events": [{"measure": {"list": {}}}, {"retarget": 1}]}"#,
            // A list and a revealScroll in one snapshot of a guide scenario: the list.
            #"{"screen": [0, 0, 1, 1], "strategy": "guide", "events": [{"measure": {"revealScroll": {"frame": [0, 0, 1, 1], "contentHeight": 1, "offsetY": 0}, "list": {}}}]}"#,
            // The strategy after the events.
            #"{"screen": [0, 0, 1, 1], "events": [{"retarget": null}, {"measure": {"revealScroll": {"frame": [0, 0, 1, 1], "contentHeight": 1, "offsetY": 0}}}], "strategy": "scroll"}"#,
            // An unknown list field.
            #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "list": {"sticks": true}, "events": []}"#,
        ])
    func errorsAlike(text: String) {
        let bytes = Array(text.utf8)
        guard case .failure = ScenarioReaderTests.ordinary(bytes) else {
            Issue.record("accepted: \(text)")
            return
        }
        ScenarioReaderTests.expectAlike(bytes)
    }

    @Test("the errors name the field")
    func errorFields() {
        func field(_ text: String) -> String? {
            do {
                _ = try Scenario(jsonData: Array(text.utf8))
                return nil
            } catch {
                return error.field
            }
        }
        let head = #""screen": [0, 0, 1, 1], "strategy": "shift""#
        #expect(
            field("{\(head), \"events\": [{\"retarget\": 1}, {\"measure\": {\"list\": {}}}]}")
                == "events[0].retarget")
        #expect(
            field("{\(head), \"events\": [{\"measure\": {\"list\": {}}}, {\"retarget\": 1}]}")
                == "events[0].measure.list")
        #expect(
            field(
                #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "events": [{"measure": {"list": {"extraInset": -1}}, "name": "UIKeyboardWillShowNotification", "userInfo": 3}]}"#
            ) == "events[0].userInfo")
        #expect(
            field(
                #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "events": [{"name": "UIKeyboardWillShowNotification", "measure": {}, "retarget": null}]}"#
            ) == "events[0]")
        #expect(
            field(
                #"{"screen": [0, 0, 1, 1], "strategy": "scroll", "list": {"sticks": true}, "events": []}"#
            )
                == "list.sticks")
    }

    @Test("a scenario made in code is checked as the reader checks its fields")
    func madeInCode() throws {
        let layout = AvoidanceLayout(screen: CGRect(0, 0, 375, 812))
        var listed = ContainerSnapshot()
        listed.list = ListChange(extraInset: 50)
        #expect(throws: ScenarioError.self) {
            try Scenario(validating: layout, strategy: .shift, events: [.measure(listed)])
        }
        do {
            _ = try Scenario(
                validating: layout, strategy: .shift, events: [.release, .measure(listed)])
        } catch {
            #expect(error.field == "events[1].measure.list")
        }
        var negative = ContainerSnapshot()
        negative.list = ListChange(coveredExtraInset: -1)
        do {
            _ = try Scenario(
                validating: layout, strategy: .scroll,
                events: [.notification(.willShow, userInfo: nil, measure: negative)])
            Issue.record("accepted a negative covered extra inset")
        } catch {
            #expect(error.field == "events[0].measure.list.coveredExtraInset")
        }
        var notLaidOut = ContainerSnapshot()
        notLaidOut.keyboardGuide = .notLaidOut
        do {
            _ = try Scenario(validating: layout, strategy: .scroll, events: [.measure(notLaidOut)])
            Issue.record("accepted a reading the file format does not hold")
        } catch {
            #expect(error.field == "events[0]")
        }
        #expect(throws: ScenarioError.self) {
            try Scenario(
                validating: layout, strategy: .scroll,
                events: [.track(CGRect(0, 0, 1, 1), contentOffset: CGPoint(x: 0, y: CGFloat.nan))])
        }
        // The setters keep the old value.
        var scenario = try Scenario(validating: layout, strategy: .scroll, events: [.release])
        scenario.list = ListChange(extraInset: 50)
        scenario.list = ListChange(extraInset: -50)
        #expect(scenario.list == ListChange(extraInset: 50))
        scenario.reveal = [CGRect(0, 0, 1, -1)]
        #expect(scenario.reveal == nil)
        var scroll = ContainerSnapshot()
        scroll.revealScroll = RevealScroll(
            frame: CGRect(0, 0, 375, 812), contentHeight: 1, adjustedTop: 0, ownBottom: 0,
            offsetY: 0)
        scenario.events = [.measure(scroll)]
        #expect(scenario.events == [.release])
        var shift = try Scenario(validating: layout, strategy: .shift)
        shift.list = ListChange()
        #expect(shift.list == nil)
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
    }

    @Test("a plan reports surface on every line exactly when a list or a revealScroll is anywhere")
    func surfaceOnEveryLine() throws {
        let plain = try Scenario(jsonData: Array(Self.everyField.utf8))
        #expect(plain.plan().allSatisfy { $0.jsonLine.contains(#""surface": "#) })
        // A list only in the last event: every line, the first ones too.
        let late = #"""
            {"screen": [0, 0, 375, 812], "strategy": "scroll", "events": [
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335]}},
              {"measure": {"list": {"extraInset": 10}}}]}
            """#
        let lines = try Scenario(jsonData: Array(late.utf8)).plan().map(\.jsonLine)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(#""surface": {"contentInset": "#) })
        ScenarioReaderTests.expectAlike(Array(late.utf8))
        // None: the lines are spec §8's.
        let none = try Fixtures.scenario("reveal-snapshot-adopts-user-scroll")
        #expect(!none.reportsSurface)
        #expect(none.plan().allSatisfy { !$0.jsonLine.contains("surface") })
        // A header reveal alone is no list.
        var revealed = none
        revealed.reveal = [CGRect(16, 744, 343, 20)]
        #expect(!revealed.reportsSurface)
    }

    @Test(
        "a header's list is the rest state: applied before the first event, with no line of its own"
    )
    func headerListIsRest() throws {
        let scenario = try Fixtures.scenario("list-docked-accessory")
        let session = scenario.makeSession()
        // The accessory's part beyond the safe area, 84 - 34.
        #expect(
            session.applied
                == .scroll(contentInsetBottom: 50, contentOffset: CGPoint(x: 0, y: 1000)))
        #expect(scenario.plan().count == scenario.events.count)
    }

    @Test(
        "a notification with its snapshot is one decision; an ignored one still takes the snapshot")
    func notificationWithSnapshot() throws {
        let scenario = try Fixtures.scenario("notification-with-snapshot")
        let steps = scenario.plan()
        #expect(steps[0].action != nil)
        // Two events, the snapshot first: the snapshot reveals nothing without a keyboard, then
        // the show reveals: the same one action.
        guard case .notification(let name, let userInfo, let measure?) = scenario.events[0] else {
            Issue.record("no snapshot")
            return
        }
        var split = scenario
        split.events = [.measure(measure), .notification(name, userInfo: userInfo)]
        let splitSteps = split.plan()
        #expect(splitSteps[0].action == nil)
        #expect(splitSteps[1].action == steps[0].action)
        #expect(!steps[3].ignored)
        #expect(steps[3].action != nil)
    }
}
