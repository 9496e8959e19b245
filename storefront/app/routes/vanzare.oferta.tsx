// The Romanian shop's new-offer page: the same module as /vykup/nabidka.
export { action, default, links, loader, meta } from './vykup.nabidka';
