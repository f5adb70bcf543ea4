// Objective-C: a chat screen whose composer rides the keyboard. The messages' table view ends at
// the composer's top and dismisses the keyboard interactively, so the composer comes down under
// the finger and the dismissal starts at its top (iOS 17 and later). When the screen goes, the
// riding bar gives the window back its dismiss padding. Scripts/check-objc compiles it against
// the generated header.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface ChatComposerUser : UIViewController
@end

@implementation ChatComposerUser {
    KBAKeyboardRidingBar *_ridingBar;
    UIView *_composer;
    UITableView *_tableView;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _tableView = [[UITableView alloc] init];
    _tableView.translatesAutoresizingMaskIntoConstraints = NO;
    _tableView.keyboardDismissMode = UIScrollViewKeyboardDismissModeInteractive;
    _composer = [[UIView alloc] init];
    [self.view addSubview:_tableView];
    [self.view addSubview:_composer];
    // Pins the composer's bottom to the keyboard (or the safe area); its sides and height are ours.
    _ridingBar = [[KBAKeyboardRidingBar alloc] initWithBar:_composer inView:self.view];
    [NSLayoutConstraint activateConstraints:@[
        [_tableView.topAnchor constraintEqualToAnchor:self.view.topAnchor],
        [_tableView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [_tableView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [_tableView.bottomAnchor constraintEqualToAnchor:_composer.topAnchor],
        [_composer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [_composer.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [_composer.heightAnchor constraintEqualToConstant:52],
    ]];
    // Turned off, the composer rests on the safe area.
    _ridingBar.isEnabled = YES;
}
@end
