export { MorePage } from './more-page';
