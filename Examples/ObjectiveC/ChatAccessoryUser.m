// Objective-C: a chat screen whose composer is the view controller's inputAccessoryView, docked at
// the bottom while the keyboard is hidden and on the keyboard while it shows. The messages run to
// the view's bottom; a scroll view avoidance insets them by the keyboard and the composer, counted
// once, and keeps the newest message in view. Scripts/check-objc compiles it against the generated
// header.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface ChatAccessoryUser : UIViewController
@end

@implementation ChatAccessoryUser {
    KBAScrollViewKeyboardAvoidance *_messages;
    UIView *_composer;
    UITableView *_tableView;
}
- (BOOL)canBecomeFirstResponder {
    return YES;
}
- (UIView *)inputAccessoryView {
    if (_composer == nil) {
        _composer = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 52)];
        _composer.autoresizingMask = UIViewAutoresizingFlexibleHeight;
        _composer.backgroundColor = UIColor.secondarySystemBackgroundColor;
    }
    return _composer;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _tableView = [[UITableView alloc] initWithFrame:self.view.bounds];
    _tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    _tableView.keyboardDismissMode = UIScrollViewKeyboardDismissModeInteractive;
    [self.view addSubview:_tableView];
    _messages = [[KBAScrollViewKeyboardAvoidance alloc] initWithScrollView:_tableView];
    // The list stays clear of the controller's inputAccessoryView, asked each time it measures
    // (avoidsInputAccessoryView, YES by default), and stays at its newest row when the keyboard,
    // the composer or an arriving row moves it. Scrolled up, it keeps its offset (what the user
    // reads stays; keeping the distance from the newest row instead, scrolledAwayBehavior, is
    // Swift only).
    _messages.sticksToBottom = YES;
    // To the newest row when editing begins on the screen (NO by default).
    _messages.scrollsToBottomOnEditing = YES;
}
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self becomeFirstResponder];
}
@end
