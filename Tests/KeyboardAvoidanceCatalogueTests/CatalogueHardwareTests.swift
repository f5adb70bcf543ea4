import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A device of the catalogue as a test argument, named by its name.
struct DeviceCase: Sendable, CustomTestStringConvertible {
    var device: KeyboardScenario.Device
    var testDescription: String { device.name }

    static let all = KeyboardScenario.Device.all.map(DeviceCase.init)
}

/// One device's numbers as its sources give them (the comments in KeyboardScenario+Devices.swift
/// name each one): the keyboard with and without the QuickType bar in each orientation.
struct PublishedKeyboard: Sendable, CustomTestStringConvertible {
    var device: KeyboardScenario.Device
    var portrait: (withBar: CGFloat, withoutBar: CGFloat)
    var landscape: (withBar: CGFloat, withoutBar: CGFloat)
    var testDescription: String { device.name }

    static let all: [PublishedKeyboard] = [
        // device_sim's iPhone SE (3rd generation); zoul/ios-keyboards' iPhone 6 keys.
        PublishedKeyboard(device: .iPhoneSE, portrait: (260, 216), landscape: (200, 162)),
        // Logged 271; zoul/ios-keyboards' 226 and 162 pt of keys (landscape's bar estimated).
        PublishedKeyboard(device: .iPhone8Plus, portrait: (271, 226), landscape: (200, 162)),
        // Logged 335; 291 without the bar; device_sim's iPhone 13 mini in landscape.
        PublishedKeyboard(device: .iPhoneX, portrait: (335, 291), landscape: (209, 171)),
        // device_sim's iPhone 13 (the bars estimated).
        PublishedKeyboard(device: .iPhone14, portrait: (336, 291), landscape: (219, 181)),
        // stackoverflow.com/questions/32319697's 313; O'Reilly's 264 and 352 pt of keys.
        PublishedKeyboard(device: .iPad, portrait: (313, 264), landscape: (398, 352)),
        // device_sim's iPad Pro 12.9-inch (5th generation) (the bars estimated).
        PublishedKeyboard(device: .iPadPro129, portrait: (403, 354), landscape: (498, 452)),
    ]
}

@Suite("The catalogue is true to the hardware")
struct CatalogueHardwareTests {
    @Test("no Stage Manager on a 9.7-inch iPad; no split keyboard on an 11-inch or larger iPad Pro")
    func iPadModes() {
        // Stage Manager: M1 iPads (iPadOS 16), the A12X and A12Z iPad Pros (16.1), iPadOS 26's
        // newer iPads; never a 9.7-inch one.
        #expect(!KeyboardScenario.Device.iPad.supportsStageManager)
        #expect(
            KeyboardScenario.Device.all.filter { $0.isPad && !$0.supportsStageManager } == [.iPad])
        // The split keyboard: not on the 11-inch or larger iPad Pros.
        let noSplit: [KeyboardScenario.Device] = [
            .iPadPro11, .iPadPro11M4, .iPadPro129, .iPadPro13M4,
        ]
        #expect(
            KeyboardScenario.Device.all.filter { $0.isPad && !$0.supportsSplitKeyboard } == noSplit)
        // What the hardware lacks is not shown, and not in the catalogue.
        #expect(!KeyboardScenario(device: .iPad, presentation: .stageManager).isShown)
        #expect(!KeyboardScenario(device: .iPadPro11, keyboard: .split).isShown)
        #expect(KeyboardScenario(device: .iPad, keyboard: .split).isShown)
        #expect(KeyboardScenario(device: .iPadPro11, presentation: .stageManager).isShown)
        #expect(
            !KeyboardScenario.all.contains {
                ($0.presentation == .stageManager && !$0.device.supportsStageManager)
                    || ($0.keyboard == .split && !$0.device.supportsSplitKeyboard)
            })
        // Every other mode of every iPad is.
        for device in KeyboardScenario.Device.all where device.isPad {
            let shown = Set(KeyboardScenario.all(on: device).map(\.keyboard))
            #expect(shown.contains(.split) == device.supportsSplitKeyboard, "\(device.name)")
            let presentations = Set(KeyboardScenario.all(on: device).map(\.presentation))
            #expect(
                presentations.contains(.stageManager) == device.supportsStageManager,
                "\(device.name)")
        }
    }

    @Test(
        "the keyboards the sources give, with and without the QuickType bar",
        arguments: PublishedKeyboard.all)
    func published(_ published: PublishedKeyboard) {
        let device = published.device
        #expect(device.keyboardHeight(.portrait) == published.portrait.withBar)
        #expect(
            device.keyboardHeight(.portrait, quickTypeBar: false) == published.portrait.withoutBar)
        #expect(device.keyboardHeight(.landscape) == published.landscape.withBar)
        #expect(
            device.keyboardHeight(.landscape, quickTypeBar: false) == published.landscape.withoutBar
        )
    }

    @Test("each device's numbers hang together", arguments: DeviceCase.all)
    func consistent(_ argument: DeviceCase) {
        let device = argument.device
        for orientation in KeyboardScenario.Orientation.allCases {
            let screen = device.screen(orientation)
            let safeArea = device.safeArea(orientation)
            let keyboard = device.keyboardHeight(orientation)
            let keys = device.keyboardHeight(orientation, quickTypeBar: false)
            // The keyboard covers the bottom safe area and more, and leaves most of the screen
            // (an iPad's landscape keyboard takes just over half of it).
            #expect(keys > safeArea.bottom, "\(orientation)")
            #expect(keyboard > keys, "\(orientation)")
            #expect(keyboard < screen.height * 0.6, "\(orientation)")
            #expect(device.quickTypeBarHeight(orientation) == keyboard - keys)
            // The safe area leaves most of the screen.
            #expect(safeArea.top + safeArea.bottom < screen.height / 4, "\(orientation)")
            #expect(safeArea.left + safeArea.right < screen.width / 4, "\(orientation)")
            if device.isPad {
                // An iPad shows its status bar in both orientations, and nothing at its sides.
                #expect(safeArea.top > 0, "\(orientation)")
                #expect(safeArea.left == 0 && safeArea.right == 0, "\(orientation)")
                // The floating keyboard fits, above the bottom and below the top.
                let floating = KeyboardScenario(
                    device: device, orientation: orientation, keyboard: .floating
                ).keyboardFrame
                #expect(screen.contains(floating), "\(orientation)")
            } else if orientation == .landscape {
                // An iPhone hides its status bar in landscape.
                #expect(safeArea.top == 0)
            }
        }
        // A bottom safe area in portrait is a home indicator: none with a home button.
        #expect(device.hasHomeButton == (device.portraitSafeArea.bottom == 0))
        // Where the numbers come from is said.
        #expect(!device.source.isEmpty)
    }
}
