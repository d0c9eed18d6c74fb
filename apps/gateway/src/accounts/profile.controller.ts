import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Profile } from '@deckmill/bus-contracts';
import {
  isThemeOnlyProfileInput,
  ProfileInputSchema,
  type ProfileResponse,
  ThemePreferenceInputSchema,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SessionOnlyGuard, SignedInGuard } from '../auth';
import { profileView } from './profile-view';

function toResponse(profile: Profile): ProfileResponse {
  return { profile: profileView(profile) };
}

@ApiTags('accounts')
@Controller('api/settings/profile')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class ProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The profile form data: name, company, email' })
  async show(@CurrentPrincipal() principal: Principal): Promise<ProfileResponse> {
    return toResponse(await this.rpc.call('identity.get-profile', { userId: principal.userId }));
  }

  @Put()
  @ApiOperation({
    summary:
      'Update name, company and theme; a new email needs the current password and confirming. ' +
      '`{ theme_preference }` alone changes only the theme.',
  })
  async update(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ProfileResponse> {
    if (isThemeOnlyProfileInput(body)) {
      const { theme_preference } = parseInput(ThemePreferenceInputSchema, body);
      const profile = await this.rpc.call('identity.update-profile', {
        userId: principal.userId,
        themePreference: theme_preference,
      });
      return toResponse(profile);
    }
    const input = parseInput(ProfileInputSchema, body);
    const profile = await this.rpc.call('identity.update-profile', {
      userId: principal.userId,
      name: input.name,
      company: input.company,
      email: input.email,
      currentPassword: input.current_password,
      themePreference: input.theme_preference,
    });
    return toResponse(profile);
  }
}
