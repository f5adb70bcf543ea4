// Objective-C, as a scene delegate written in it makes its window: the one line, and the options
// an IQKeyboardManager user sets. The class's Objective-C name is KBAAutomaticKeyboardAvoidance
// (prefixed, so that it cannot clash with a class of the app's). It must keep compiling against
// the library's generated header. Scripts/check-objc compiles it for iOS.
@import UIKit;
#import "KeyboardAvoidance-Swift.h"

@interface AutomaticAvoidanceLoginViewController : UIViewController
@end

@implementation AutomaticAvoidanceLoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UITextField *passwordField = [[UITextField alloc] init];
    UIButton *signInButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.view addSubview:passwordField];
    [self.view addSubview:signInButton];
    // A field's keyboardDistance: its own margin, and the button kept visible with it.
    passwordField.keyboardAvoidanceMargin = @24;
    passwordField.keyboardAvoidanceRevealViews = @[ signInButton ];
}

@end

@interface AutomaticAvoidanceUser : UIResponder <UIWindowSceneDelegate>
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) KBAAutomaticKeyboardAvoidance *keyboardAvoidance;
@end

@implementation AutomaticAvoidanceUser

- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = [[UINavigationController alloc]
        initWithRootViewController:[[AutomaticAvoidanceLoginViewController alloc] init]];

    // The one line.
    self.keyboardAvoidance = [[KBAAutomaticKeyboardAvoidance alloc] initWithWindow:self.window];

    // IQKeyboardManager's settings, under their names here.
    self.keyboardAvoidance.isEnabled = YES;                       // enable
    self.keyboardAvoidance.margin = 12;                           // keyboardDistanceFromTextField
    self.keyboardAvoidance.showsToolbar = YES;                    // enableAutoToolbar
    self.keyboardAvoidance.dismissesKeyboardOnTapOutside = YES;   // shouldResignOnTouchOutside
    self.keyboardAvoidance.excludedViewControllerClasses =        // disabledDistanceHandlingClasses
        @[ [UIAlertController class] ];
    self.keyboardAvoidance.excludedViews = @[];
    self.keyboardAvoidance.includedViewControllerClasses = @[];  // enabledDistanceHandlingClasses
    self.keyboardAvoidance.fieldNavigatorSetup = ^(KBAFieldNavigator *navigator) {
        navigator.toolbarTintColor = UIColor.systemIndigoColor;
        navigator.doneButtonTitle = @"OK";
    };
    [self.window makeKeyAndVisible];
}

- (void)sceneDidDisconnect:(UIScene *)scene {
    // Given back at once; releasing the object does the same.
    [self.keyboardAvoidance invalidate];
    self.keyboardAvoidance = nil;
}

@end

// A screen that says for itself whether the window's avoidance keeps its fields above the
// keyboard: IQKeyboardManager's `enable = NO` in its viewWillAppear becomes its own say.
@interface AutomaticAvoidanceInlineEditor : UIViewController <KBAKeyboardAvoidanceScreen>
@end

@implementation AutomaticAvoidanceInlineEditor
- (KBAAutomaticKeyboardAvoidanceScreenChoice)automaticKeyboardAvoidance {
    return KBAAutomaticKeyboardAvoidanceScreenChoiceLeftAlone;
}
@end
