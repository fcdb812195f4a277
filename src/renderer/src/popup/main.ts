import { mount } from 'svelte';
import '../styles/base.css';
import { warmUpFormats, wordsLocale } from '../lib/weather/format';
import Popup from './Popup.svelte';
import { startInterfaceLanguage } from '../lib/i18n.svelte';

const target = document.getElementById('app');
if (target === null) throw new Error('The page has no #app element to mount into.');

await startInterfaceLanguage();
mount(Popup, { target });
// After the mount's first calls to main are on their way (effects run in a microtask).
setTimeout(() => warmUpFormats(wordsLocale()), 0);
