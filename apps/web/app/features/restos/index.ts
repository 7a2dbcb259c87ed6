export { RestosPage } from './restos-page';
export { RestoPage } from './resto-page';
