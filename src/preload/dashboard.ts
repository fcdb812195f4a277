import { exposeWindowApi } from './expose-window-api';

exposeWindowApi('dashboard');
