import { useState } from "react"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import type { InvoiceTitle } from "../../domain/member/entities/member.ts"
import {
  INVOICE_MESSAGES,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  MAX_INVOICE_TITLES,
  validateInvoiceTitle,
  type InvoiceTitleForm,
} from "../../domain/member/invoice-form.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { Dialog } from "../components/dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { Select } from "../components/select.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { CheckLabel } from "../components/check-label.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"
import { formatTime } from "../components/time-format.ts"
import { FormButtons } from "../components/form-buttons.tsx"

function TitleForm({ title, onSaved, onCancel }: { title: InvoiceTitle | null; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<InvoiceTitleForm & { defaulted: boolean }>(
    title ?? { type: "personal", title: "", taxNo: "", email: "", bank: "", address: "", defaulted: false },
  )
  const save = useCall("invoiceTitleSave", { check: ({ body }) => isFormValid(validateInvoiceTitle(body)), success: INVOICE_MESSAGES.saved, onDone: onSaved })
  const busy = save.busy
  const errors = save.attempted ? validateInvoiceTitle(values) : {}
  const set = (key: keyof InvoiceTitleForm) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))
  /** One text field of the title: each is required and shows the rule's messages under it. */
  const field = (key: "title" | "taxNo" | "email" | "bank" | "address", id: string, label: string, maxLength: number, placeholder?: string, type?: "email") => (
    <FormField id={id} label={label} required errors={errors[key]}>
      <input id={id} className={input()} type={type} maxLength={maxLength} value={values[key]} onChange={set(key)} placeholder={placeholder} />
    </FormField>
  )
  const submit = () => save.send({ body: { ...values, id: title?.id ?? null } })
  return (
    <form noValidate className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), submit())}>
      <Select
        label="发票类型"
        options={INVOICE_TYPES.map((t) => ({ value: t, label: INVOICE_TYPE_LABELS[t] }))}
        value={values.type}
        onValueChange={(v) => setValues((old) => ({ ...old, type: v as InvoiceTitleForm["type"] }))}
      />
      {field("title", "invoice-title", "发票抬头", 50, values.type === "personal" ? "个人姓名" : "单位全称")}
      {values.type !== "personal" && field("taxNo", "invoice-tax", "纳税人识别号", 20, "统一社会信用代码")}
      {field("email", "invoice-email", "接收邮箱", 100, "电子发票将发送到该邮箱", "email")}
      {values.type === "vat_special" && (
        <>
          {field("bank", "invoice-bank", "开户银行及账号", 100)}
          {field("address", "invoice-address", "注册地址及电话", 100)}
        </>
      )}
      <CheckLabel checked={values.defaulted} onChange={(defaulted) => setValues((v) => ({ ...v, defaulted }))}>
        设为默认抬头
      </CheckLabel>
      <FormButtons onCancel={onCancel} busy={busy} busyText="正在保存…">
        保存
      </FormButtons>
    </form>
  )
}

/** /account/invoice: invoice titles (personal, company, VAT special) and invoices for paid orders. */
export default function InvoicePage(_props: PageProps) {
  const titles = useResource("invoiceTitles")
  const orders = useResource("invoiceOrders")
  useReloadWhenShownAgain(titles.reload, orders.reload)
  const [editing, setEditing] = useState<InvoiceTitle | "new" | null>(null)
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null)
  const [requestFor, setRequestFor] = useState<string | null>(null)
  const [chosenTitle, setChosenTitle] = useState<string | null>(null)
  const list = titles.shown ?? []

  const requested = useCall("invoiceRequest", {
    success: INVOICE_MESSAGES.requested,
    onDone: () => {
      setRequestFor(null)
      orders.reload()
    },
  })
  const request = () => {
    if (requestFor !== null && chosenTitle !== null) requested.send({ body: { orderNo: requestFor, titleId: Number(chosenTitle) } })
  }
  const remove = useCall("invoiceTitleDelete", { success: INVOICE_MESSAGES.deleted, onDone: () => titles.reload() })

  return (
    <AccountFrame title="发票管理">
      <AccountPanel
        title="发票抬头"
        actions={
          <button
            type="button"
            className={button({ size: "sm" })}
            disabled={list.length >= MAX_INVOICE_TITLES}
            onClick={() => setEditing("new")}
          >
            新增抬头
          </button>
        }
      >
        <LoadStates of={titles} compact />
        {titles.shown && list.length === 0 && (
          <EmptyState compact title="暂无发票抬头" description="添加抬头后，可为已支付的订单申请电子发票。" />
        )}
        {list.length > 0 && (
          <ul className={css({ display: "grid", gap: "2" })}>
            {list.map((t) => (
              <li
                key={t.id}
                className={css({
                  display: "flex",
                  alignItems: "center",
                  gap: "3",
                  flexWrap: "wrap",
                  p: "3",
                  borderWidth: "1px",
                  borderColor: "border.subtle",
                  borderRadius: "md",
                })}
              >
                <span className={tag({ tone: "neutral" })}>{INVOICE_TYPE_LABELS[t.type]}</span>
                <span className={css({ fontWeight: "medium" })}>{t.title}</span>
                {t.taxNo && <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t.taxNo}</span>}
                {t.defaulted && <span className={tag()}>默认</span>}
                <span className={css({ ml: "auto", display: "flex", gap: "3" })}>
                  <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => setEditing(t)}>
                    编辑
                  </button>
                  <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => setDeleting(t)}>
                    删除
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </AccountPanel>
      <AccountPanel title="可开票订单">
        <LoadStates of={orders} compact />
        {orders.shown && orders.shown.length === 0 && <EmptyState compact title="暂无可开票的订单" />}
        {orders.shown && orders.shown.length > 0 && (
          <div className={css({ overflowX: "auto" })}>
            <table
              className={css({
                w: "full",
                fontSize: "sm",
                "& th, & td": {
                  textAlign: "left",
                  px: "3",
                  py: "2",
                  borderBottomWidth: "1px",
                  borderColor: "border.subtle",
                  whiteSpace: "nowrap",
                },
                "& th": { color: "fg.muted", fontWeight: "normal" },
              })}
            >
              <TableHead headers={["订单", "金额", "支付时间", "发票"]} />
              <tbody>
                {orders.shown.map((o) => (
                  <tr key={o.orderNo}>
                    <td>
                      <div>{o.title}</div>
                      <div className={css({ fontSize: "xs", color: "fg.subtle" })}>{o.orderNo}</div>
                    </td>
                    <td>{formatMoney(o.amount)}</td>
                    <td>{formatTime(o.paidTime)}</td>
                    <td>
                      {o.invoice ? (
                        <span className={tag({ tone: o.invoice.status === "issued" ? "success" : "warning" })}>
                          {INVOICE_STATUS_LABELS[o.invoice.status]} · {o.invoice.titleText}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={button({ variant: "outline", size: "xs" })}
                          disabled={list.length === 0}
                          onClick={() => {
                            setRequestFor(o.orderNo)
                            setChosenTitle(String(list.find((t) => t.defaulted)?.id ?? list[0]?.id ?? ""))
                          }}
                        >
                          申请开票
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AccountPanel>
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === "new" ? "新增发票抬头" : "编辑发票抬头"}
      >
        <TitleForm
          title={editing === "new" ? null : editing}
          onSaved={() => {
            setEditing(null)
            titles.reload()
          }}
          onCancel={() => setEditing(null)}
        />
      </Dialog>
      <Dialog
        open={requestFor !== null}
        onOpenChange={(o) => !o && setRequestFor(null)}
        title="申请开票"
        footer={
          <>
            <button type="button" className={button({ variant: "plain" })} onClick={() => setRequestFor(null)}>
              取消
            </button>
            <button type="button" className={button()} onClick={request} disabled={!chosenTitle || requested.busy}>
              提交申请
            </button>
          </>
        }
      >
        <Select
          label="发票抬头"
          options={list.map((t) => ({ value: String(t.id), label: `${t.title}（${INVOICE_TYPE_LABELS[t.type]}）` }))}
          value={chosenTitle}
          onValueChange={setChosenTitle}
        />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        message={INVOICE_MESSAGES.confirmDelete}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.send({ params: { id: deleting.id } })
        }}
      />
    </AccountFrame>
  )
}
