// What the other templates domains may use of library: they import it from here, never from its files.
export { AccessibleTemplates } from './access/accessible-templates';
export { Template } from './entities/template.entity';
export { LibraryModule } from './library.module';
