// Objective-C, as an app written in it moves between its fields: the navigator, its toolbar and
// return key, a delegate of the app's own that forwards the return key, and tap-to-dismiss. The
// library's classes have prefixed Objective-C names (KBAFieldNavigator, KBAKeyboardToolbar,
// KBATapToDismissKeyboard), so that they cannot clash with an app's. It must keep compiling
// against the library's generated header. Scripts/check-objc compiles it for iOS.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface FieldNavigationUser : UIViewController <UITextFieldDelegate>
@end

@implementation FieldNavigationUser {
    KBAFieldNavigator *_navigator;
    KBATapToDismissKeyboard *_tapToDismiss;
    UITextField *_nameField;
    UITextField *_codeField;
    UIButton *_nextButton;
    UIView *_formattingBar;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _nameField = [[UITextField alloc] init];
    _codeField = [[UITextField alloc] init];
    // The app's delegate answers the return key: the navigator leaves that key alone, and acts
    // only when the delegate forwards it. The return key type is the app's to set.
    _codeField.returnKeyType = UIReturnKeyNext;
    _codeField.delegate = self;
    [self.view addSubview:_nameField];
    [self.view addSubview:_codeField];

    _navigator = [[KBAFieldNavigator alloc] initWithContainer:self.view];
    _navigator.wraps = YES;
    _navigator.explicitOrder = @[ _codeField, _nameField ];
    _navigator.previousFieldLabel = @"Champ précédent";
    _navigator.nextFieldLabel = @"Champ suivant";
    // A one-time code field with a bare keyboard: no toolbar, still in the order.
    _navigator.fieldsWithoutToolbar = @[ _codeField ];

    // The toolbar as IQKeyboardManager's users know it: the app's tint, the placeholder as its
    // title (on by default), a Done in the app's words, the keyboard's click (on by default).
    _navigator.toolbarTintColor = UIColor.systemIndigoColor;
    _navigator.toolbarShowsPlaceholder = YES;
    _navigator.doneButtonTitle = @"OK";
    _navigator.doneButtonImage = [UIImage systemImageNamed:@"keyboard.chevron.compact.down"];
    _navigator.doneButtonLabel = @"Fermer le clavier";
    _navigator.playsInputClicks = NO;

    _formattingBar = [[UIView alloc] init];
    [self.view addSubview:_formattingBar];
    _tapToDismiss = [[KBATapToDismissKeyboard alloc] initWithContainer:self.view];
    _tapToDismiss.isEnabled = YES;
    // Taps on the formatting bar keep the keyboard; a refusing delegate does not.
    _tapToDismiss.viewsKeepingKeyboardOnTap = @[ _formattingBar ];
    _tapToDismiss.forcesEndEditing = YES;
}

- (BOOL)textFieldShouldReturn:(UITextField *)textField {
    return [_navigator textFieldShouldReturn:textField];
}

// Navigation only, from the app's own buttons: no toolbar, no return key.
- (void)useOwnButtons {
    _navigator.installsToolbar = NO;
    _navigator.returnKeyAdvances = NO;
    _nextButton.enabled = _navigator.canFocusNext && !_navigator.canFocusPrevious;
    if (![_navigator focusNext]) {
        [_navigator focusPrevious];
    }
    UIView *focused = _navigator.focusedField;
    NSArray<UIView *> *fields = _navigator.orderedFields;
    (void)focused;
    (void)fields;
    [_navigator refresh];
    [_navigator done];
}

- (void)restyleToolbar {
    KBAKeyboardToolbar *toolbar = [_navigator toolbarForField:_nameField];
    if (toolbar != nil) {
        toolbar.doneItem.tintColor = UIColor.systemGreenColor;
        toolbar.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
        (void)toolbar.previousItem;
        (void)toolbar.nextItem;
        (void)toolbar.field;
        (void)toolbar.enableInputClicksWhenVisible;
    }
    // The one-time code field has no toolbar of the navigator's: the app installs it itself.
    _codeField.inputAccessoryView = [_navigator toolbarForField:_codeField];
}

- (void)dealloc {
    [_navigator invalidate];
    [_tapToDismiss invalidate];
    (void)_tapToDismiss.gestureRecognizer;
    (void)_navigator.container;
}
@end
