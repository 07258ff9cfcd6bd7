import { validatePhone } from "../../domain/session/login-form.ts"
import { codeTicketMachine } from "../core/code-ticket.machine.ts"

/**
 * Sending an SMS code (spec 2 §5, §9): the phone is checked, the code is requested and the button
 * counts down 60 seconds before it can send again. Any form proving a phone uses it: registration,
 * password recovery, the payment password, a phone change.
 */
export const smsCodeMachine = codeTicketMachine("smsCode", validatePhone)
