import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { HomeController } from './home.controller';

/** The two calls the public site makes besides the session: live home figures and the contact form. */
@Module({ controllers: [HomeController, ContactController] })
export class PublicGatewayModule {}
