#!/usr/bin/python3
"""A bare WebKitGTK window for WebKitWebDriver: no toolbar, so the window can be as narrow as a
phone (MiniBrowser's toolbar keeps it at least ~447 px wide). WebKitWebDriver starts it (and
connects to it over its remote-debugging socket); each session's web view is one undecorated GTK window
with fresh storage. The page's console errors, uncaught errors and CSP violations are printed to
stdout, where the cross-browser driver reads them (docs/browser-support.md "Firefox and Safari's engine on Debian")."""
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

windows = []


# Runs before the page's own scripts, in every frame: reports console errors, uncaught errors,
# unhandled rejections and CSP violations to this process, which prints them for the driver.
# (WebKit's own write-console-to-stdout setting prints nothing for automated views.)
REPORTER = """
(() => {
  const send = (text) => window.webkit.messageHandlers.xbConsole.postMessage(String(text));
  const original = console.error.bind(console);
  console.error = (...args) => { send('console.error: ' + args.map(String).join(' ')); original(...args); };
  addEventListener('error', (event) => send('uncaught: ' + event.message));
  addEventListener('unhandledrejection', (event) => send('unhandled rejection: ' + String(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    send('Content-Security-Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));
})();
"""


def on_report(_manager, result):
    print("CONSOLE JS ERROR " + result.get_js_value().to_string().replace("\n", " "), flush=True)


def new_view(context):
    content = WebKit2.UserContentManager()
    content.add_script(
        WebKit2.UserScript(
            REPORTER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    content.connect("script-message-received::xbConsole", on_report)
    content.register_script_message_handler("xbConsole")
    view = WebKit2.WebView(
        web_context=context, user_content_manager=content, is_controlled_by_automation=True
    )
    # The engine's default (accelerated) rendering: with HardwareAccelerationPolicy.NEVER, WebKitGTK
    # 2.50 never answers a screenshot of a page that has sat idle for a second.
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.connect("destroy", lambda _window: windows.remove(window) or (windows or Gtk.main_quit()))
    windows.append(window)
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("SilkRoadCrossBrowser")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", lambda _session: new_view(context))


# Ephemeral: every session starts with empty storage, like a new visitor (and runs in parallel
# never share a cart).
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
context.connect("automation-started", on_automation_started)
Gtk.main()
