import type { EventChannel } from '@shared/ipc/channels';
import type { EventPayloadOf } from '@shared/ipc/contract';

/** Receives every event for the open windows; the transport decides how to deliver it. */
export type EventSink = <C extends EventChannel>(channel: C, payload: EventPayloadOf<C>) => void;
