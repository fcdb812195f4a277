/// <reference types="vite/client" />
import { loadEveryInterfaceLanguage } from '@shared/i18n/message-area';

// Every area, in every language, before a test imports any: as main holds them, and as a window holds
// the language it was opened in. How a window loads a language is tested in test/renderer/lib/i18n.
import.meta.glob('/src/shared/i18n/messages/*/index.ts', { eager: true });
await loadEveryInterfaceLanguage();
