"""A stand-in StatusNotifierWatcher on the session bus, for the detection test.

Owns org.kde.StatusNotifierWatcher and answers its IsStatusNotifierHostRegistered property with the
first argument ('true' or 'false'). Prints 'ready' once the name is owned; runs until killed.
"""
import sys

from gi.repository import Gio, GLib

registered = sys.argv[1] == 'true'
interface = Gio.DBusNodeInfo.new_for_xml(
    '<node><interface name="org.kde.StatusNotifierWatcher">'
    '<property name="IsStatusNotifierHostRegistered" type="b" access="read"/>'
    '</interface></node>'
).interfaces[0]
loop = GLib.MainLoop()


def get_property(_connection, _sender, _path, _interface, _name):
    return GLib.Variant('b', registered)


def on_bus(connection, _name):
    connection.register_object('/StatusNotifierWatcher', interface, None, get_property, None)


def on_name_acquired(_connection, _name):
    print('ready', flush=True)


def on_name_lost(_connection, _name):
    print('lost', flush=True)
    loop.quit()


Gio.bus_own_name(
    Gio.BusType.SESSION,
    'org.kde.StatusNotifierWatcher',
    Gio.BusNameOwnerFlags.NONE,
    on_bus,
    on_name_acquired,
    on_name_lost,
)
loop.run()
