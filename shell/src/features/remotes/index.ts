export { loadRemoteComponent } from './remote-registry';
