// What the other teams domains may use of invitations: they import it from here, never from its files.
export { Invitation } from './entities/invitation.entity';
