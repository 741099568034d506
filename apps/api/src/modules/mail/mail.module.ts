import { defineModule } from '../../kernel/module';
import { createMailService, type MailService } from './mail.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    mail: MailService;
  }
}

/** The outbox: mail leaves by SMTP only when configured; otherwise it stays in the log. */
export const mailModule = defineModule({
  name: 'mail',
  needs: [],
  create: (_deps, { db, log }) => createMailService({ db, log }),
  jobs(mail, { env }) {
    const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
    return smtpUrl ? mail.jobs({ smtpUrl, from }) : [];
  },
});
