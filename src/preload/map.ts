import { exposeWindowApi } from './expose-window-api';

exposeWindowApi('map');
