import { validateEmail } from "../../domain/member/security-forms.ts"
import { codeTicketMachine } from "../core/code-ticket.machine.ts"

/** Sending a code to a new e-mail address (/account/security), with the SMS code's countdown. */
export const emailCodeMachine = codeTicketMachine("emailCode", validateEmail)
