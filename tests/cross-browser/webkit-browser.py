#!/usr/bin/python3
"""A bare WebKitGTK window for WebKitWebDriver: no toolbar, so the window can be as narrow as a
phone (MiniBrowser's toolbar keeps it at least ~447 px wide). WebKitWebDriver starts it (and
connects through WEBKIT_INSPECTOR_SERVER); each session's web view is one undecorated GTK window. Console messages go to
stdout, where the cross-browser driver reads them (tests/cross-browser/README.md)."""
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

windows = []


def new_view(context):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    settings = view.get_settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
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
