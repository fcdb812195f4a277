import { mount } from 'svelte';
import '../styles/base.css';
import '../lib/popup/popup.css';
import Popup from './Popup.svelte';

const target = document.getElementById('app');
if (target === null) throw new Error('The page has no #app element to mount into.');

mount(Popup, { target });
