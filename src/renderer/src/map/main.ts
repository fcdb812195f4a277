// First: Leaflet's module, loaded below, needs the map's Trusted Types policy as it starts.
import './leaflet/trusted-types';
import { mount } from 'svelte';
import '../styles/base.css';
import WeatherMap from './WeatherMap.svelte';
import { startInterfaceLanguage } from '../lib/i18n.svelte';

const target = document.getElementById('app');
if (target === null) throw new Error('The page has no #app element to mount into.');

await startInterfaceLanguage();
mount(WeatherMap, { target });
