"""Locks or unlocks the session's default keyring collection, as a user does with Seahorse.

`lock`: org.freedesktop.Secret.Service.Lock. `unlock PASSWORD`: gnome-keyring's own
UnlockWithMasterPassword, on one connection (a Secret Service session lives only as long as the
connection that opened it), since the standard Unlock needs a prompt no headless test can answer.
"""
import sys

from gi.repository import Gio, GLib

SERVICE = 'org.freedesktop.secrets'
PATH = '/org/freedesktop/secrets'
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)


def call(interface, method, args, reply=None):
    return bus.call_sync(SERVICE, PATH, interface, method, args, reply and GLib.VariantType(reply), 0, -1, None)


collection = call('org.freedesktop.Secret.Service', 'ReadAlias', GLib.Variant('(s)', ('default',)), '(o)').unpack()[0]
if sys.argv[1] == 'lock':
    call('org.freedesktop.Secret.Service', 'Lock', GLib.Variant('(ao)', ([collection],)))
else:
    _, session = call('org.freedesktop.Secret.Service', 'OpenSession', GLib.Variant('(sv)', ('plain', GLib.Variant('s', ''))), '(vo)').unpack()
    secret = (session, b'', sys.argv[2].encode(), 'text/plain')
    call('org.gnome.keyring.InternalUnsupportedGuiltRiddenInterface', 'UnlockWithMasterPassword', GLib.Variant('(o(oayays))', (collection, secret)))
