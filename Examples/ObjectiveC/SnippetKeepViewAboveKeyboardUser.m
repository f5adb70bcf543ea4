// Objective-C, written as the KeepViewAboveKeyboard snippet's users wrote theirs: it must keep
// compiling against the library's generated header. Scripts/check-objc compiles it for iOS.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface SnippetKeepViewAboveKeyboardUser : UIViewController <UITextFieldDelegate>
@end


@implementation SnippetKeepViewAboveKeyboardUser {
    KeepViewAboveKeyboard *_keyboardWatcher;
    UITextField *_detailField;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _keyboardWatcher = [[KeepViewAboveKeyboard alloc] initWithView:self.view];
    _keyboardWatcher.targetView = _detailField;
    _keyboardWatcher.completion = ^(BOOL finished) { (void)finished; };
}
- (void)textFieldDidBeginEditing:(UITextField *)textField {
    _keyboardWatcher.targetView = textField;
}
@end

// Swift classes cannot be subclassed in Objective-C; KeyboardAvoidanceViewController is made
// and configured from Objective-C instead.
@interface SnippetFormPresenter : UIViewController
@end

@implementation SnippetFormPresenter
- (void)showForm {
    KeyboardAvoidanceViewController *form =
        [[KeyboardAvoidanceViewController alloc] initWithAdjustContentInsetInsteadOfSafeArea:YES];
    form.alwaysBounceVertical = NO;
    form.keyboardDismissMode = UIScrollViewKeyboardDismissModeOnDrag;
    UIStackView *stack = [[UIStackView alloc] init];
    [form pinToContentView:stack];
    form.contentView.backgroundColor = UIColor.systemBackgroundColor;
    [self presentViewController:form animated:YES completion:nil];
}
@end
