// Runs the UIKit layer's checks (Tests/KeyboardAvoidanceUIKitChecks) on a simulator:
//
//     xcodebuild test -scheme KeyboardAvoidance-Package \
//         -destination 'platform=iOS Simulator,name=iPhone 16'
//
// Each check posts the keyboard's notifications through KeyboardAvoidanceTesting and reads the
// views; the checks are plain throwing functions, compiled for iOS by Scripts/ios-build, where no
// test framework exists. Elsewhere (Linux) this file is empty.
#if canImport(UIKit) && canImport(XCTest) && os(iOS)
    import KeyboardAvoidanceUIKitChecks
    import XCTest

    final class UIKitChecksTests: XCTestCase {
        // KeepViewAboveKeyboard
        @MainActor func testShiftMovesLoginFieldAboveKeyboard() throws {
            try ShiftChecks.shiftMovesLoginFieldAboveKeyboard()
        }
        @MainActor func testFieldOwnMarginWinsOverTheComponents() throws {
            try ShiftChecks.fieldOwnMarginWinsOverTheComponents()
        }
        @MainActor func testShiftInsideAScrollViewMeasuresWhereTheFieldShows() throws {
            try ShiftChecks.shiftInsideAScrollViewMeasuresWhereTheFieldShows()
        }
        @MainActor func testNotificationsNamingNoScreenAreTheViewsScreens() throws {
            try ShiftChecks.notificationsNamingNoScreenAreTheViewsScreens()
        }
        @MainActor func testFocusLeavingTheContainerReturnsToRest() throws {
            try ShiftChecks.focusLeavingTheContainerReturnsToRest()
        }
        @MainActor func testFloatingKeyboardMovesOnlyWhenAvoided() throws {
            try ShiftChecks.floatingKeyboardMovesOnlyWhenAvoided()
        }
        @MainActor func testNotificationsFromABackgroundQueueMoveTheView() throws {
            try ShiftChecks.notificationsFromABackgroundQueueMoveTheView()
        }

        // A component's life
        @MainActor func testReleaseReturnsToRest() throws {
            try LifetimeChecks.releaseReturnsToRest()
        }
        @MainActor func testSecondWatcherKeepsTheShift() throws {
            try LifetimeChecks.secondWatcherKeepsTheShift()
        }
        @MainActor func testReleaseOffTheMainThreadReturnsToRest() throws {
            try LifetimeChecks.releaseOffTheMainThreadReturnsToRest()
        }
        @MainActor func testComponentMadeAndDroppedIsReported() throws {
            try LifetimeChecks.componentMadeAndDroppedIsReported()
        }
        @MainActor func testVisualEffectViewsGetTheirHelpersInTheirContentView() throws {
            try LifetimeChecks.visualEffectViewsGetTheirHelpersInTheirContentView()
        }

        // ScrollViewKeyboardAvoidance, KeyboardAvoidanceViewController
        @MainActor func testScrollingFormRevealsTheField() throws {
            try ScrollChecks.scrollingFormRevealsTheField()
        }
        @MainActor func testUserScrollWins() throws {
            try ScrollChecks.userScrollWins()
        }
        @MainActor func testShortFormRevealsTheLowerField() throws {
            try ScrollChecks.shortFormRevealsTheLowerField()
        }
        @MainActor func testAppInsetKeptWhenTheKeyboardHides() throws {
            try ScrollChecks.appInsetKeptWhenTheKeyboardHides()
        }
        @MainActor func testEarlyReadObservesTheCenterSetAfter() throws {
            try ScrollChecks.earlyReadObservesTheCenterSetAfter()
        }
        @MainActor func testEarlyReadTakesTheStrategyChosenAfter() throws {
            try ScrollChecks.earlyReadTakesTheStrategyChosenAfter()
        }

        // KeyboardRidingBar, KeyboardAvoidanceGuide
        @MainActor func testComposerRidesTheKeyboard() throws {
            try ChatChecks.composerRidesTheKeyboard()
        }
        @MainActor func testComposerFollowsADrag() throws {
            try ChatChecks.composerFollowsADrag()
        }
        @MainActor func testFlickOffScreenBringsTheComposerDown() throws {
            try ChatChecks.flickOffScreenBringsTheComposerDown()
        }
        @MainActor func testDismissPaddingIsTheComposersWhileOnScreen() throws {
            try ChatChecks.dismissPaddingIsTheComposersWhileOnScreen()
        }
        @MainActor func testBackdropFollowsTheComposer() throws {
            try ChatChecks.backdropFollowsTheComposer()
        }
        @MainActor func testListFollowsTheGuidesMarginAndSwitch() throws {
            try ChatChecks.listFollowsTheGuidesMarginAndSwitch()
        }
        @MainActor func testInvalidatedListLeavesNothingInTheComposer() throws {
            try ChatChecks.invalidatedListLeavesNothingInTheComposer()
        }

        // The article's examples, in every scenario this simulator shows; recording and replaying.
        // `async`: the poster's `async` path, waiting with the main actor free.
        @MainActor func testSignInInEveryScenario() async throws {
            try await ScenarioChecks.signInInEveryScenario()
        }
        @MainActor func testScrollingFormInEveryScenario() async throws {
            try await ScenarioChecks.scrollingFormInEveryScenario()
        }
        @MainActor func testChatInEveryScenario() async throws {
            try await ScenarioChecks.chatInEveryScenario()
        }
        @MainActor func testRecordedSessionReplays() async throws {
            try await ScenarioChecks.recordedSessionReplays()
        }
        @MainActor func testMainQueueWorkRunsWhileAnAsyncTestWaits() async throws {
            try await AsyncChecks.mainQueueWorkRunsWhileAnAsyncTestWaits()
        }
    }
#endif
