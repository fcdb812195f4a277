import { mount } from 'svelte';
import '../styles/base.css';
import './panes.css';
import Dashboard from './Dashboard.svelte';
import { startInterfaceLanguage } from '../lib/i18n.svelte';

const target = document.getElementById('app');
if (target === null) throw new Error('The page has no #app element to mount into.');

await startInterfaceLanguage();
mount(Dashboard, { target });
