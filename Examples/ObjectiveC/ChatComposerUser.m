// Objective-C: a chat screen whose composer rides the keyboard. The messages' table view runs
// under the composer to the view's bottom and dismisses the keyboard interactively; a scroll view
// avoidance insets it by the keyboard, the composer (as it grows) and a typing indicator, and
// keeps the newest message in view. The composer's background reaches under the home indicator,
// and the dismissal starts at its top (iOS 17 and later). When the screen goes, the riding bar
// gives the window back its dismiss padding. Scripts/check-objc compiles it against the generated
// header.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface ChatComposerUser : UIViewController
@end

@implementation ChatComposerUser {
    // Kept here: the list's ridingBar holds it weakly.
    KBAKeyboardRidingBar *_ridingBar;
    KBAScrollViewKeyboardAvoidance *_messages;
    UIView *_composer;
    UITableView *_tableView;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _tableView = [[UITableView alloc] init];
    _tableView.translatesAutoresizingMaskIntoConstraints = NO;
    _tableView.keyboardDismissMode = UIScrollViewKeyboardDismissModeInteractive;
    _composer = [[UIView alloc] init];
    _composer.backgroundColor = UIColor.secondarySystemBackgroundColor;
    [self.view addSubview:_tableView];
    [self.view addSubview:_composer];
    // Pins the composer's bottom to the keyboard (or the safe area); its sides and height are ours.
    _ridingBar = [[KBAKeyboardRidingBar alloc] initWithBar:_composer inView:self.view];
    _ridingBar.extendsBackgroundIntoSafeArea = YES;
    [NSLayoutConstraint activateConstraints:@[
        [_tableView.topAnchor constraintEqualToAnchor:self.view.topAnchor],
        [_tableView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [_tableView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [_tableView.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
        [_composer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [_composer.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [_composer.heightAnchor constraintEqualToConstant:52],
    ]];
    // The messages: clear of the keyboard and the composer, at their newest.
    _messages = [[KBAScrollViewKeyboardAvoidance alloc] initWithScrollView:_tableView];
    _messages.ridingBar = _ridingBar;
    _messages.sticksToBottom = YES;
    _messages.scrollsToBottomOnEditing = NO;  // YES: to the newest row when editing begins
    // Turned off, the composer rests on the safe area.
    _ridingBar.isEnabled = YES;
}
- (void)setTypingIndicatorShown:(BOOL)shown {
    // A typing indicator above the composer: the messages keep clear of it too.
    _messages.additionalBottomInset = shown ? 24 : 0;
}
@end
