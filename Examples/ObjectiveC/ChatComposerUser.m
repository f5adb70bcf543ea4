// Objective-C: a composer that rides the keyboard, and the keyboard's phases as a chat screen
// in Objective-C uses them. Scripts/check-objc compiles it against the generated header.
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
    _tableView.keyboardDismissMode = UIScrollViewKeyboardDismissModeInteractive;
    _composer = [[UIView alloc] init];
    [self.view addSubview:_tableView];
    [self.view addSubview:_composer];
    _ridingBar = [[KBAKeyboardRidingBar alloc] initWithBar:_composer inView:self.view];
    [_composer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
    [_composer.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
    [_composer.heightAnchor constraintEqualToConstant:52].active = YES;
    _ridingBar.isEnabled = YES;
}
@end
