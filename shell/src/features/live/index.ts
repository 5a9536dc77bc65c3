export { LiveChannel } from './live-channel';
