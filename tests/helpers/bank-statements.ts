/**
 * Statements as each bank's internet banking exports them (account details
 * above the header, debits and credits in separate columns, totals below),
 * with made-up accounts and references.
 */
export const statements = {
  SBI: [
    "Account Name :,DEMO ROTARY CHARITABLE TRUST",
    "Account Number :,_00000000000",
    "",
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    '14 May 2026,14 May 2026,BY TRANSFER-UPI/CR/612345678901/ASHA VERMA/SBIN/asha@okaxis/Gift GABCDEFGH2,TRANSFER FROM 3199,,"2,500.00","1,02,500.00"',
    '15 May 2026,15 May 2026,TO TRANSFER-NEFT PRINTING,TRANSFER TO 4897,"1,000.00",,"1,01,500.00"',
    '16 May 2026,16 May 2026,BY CLEARING-CHQ 004512,004512,,"5,000.00","1,06,500.00"',
    "**This is a computer generated statement**",
  ].join("\n"),
  HDFC: [
    "HDFC BANK Ltd.,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    "14/05/26,UPI-ASHA VERMA-ASHA@OKHDFC-HDFC0000001-612345678902-GIFT GPQRSTUVW3,0000612345678902,14/05/26,,2500.00,102500.00",
    "17/05/26,NEFT CR-SBIN0000691-RAVI KUMAR-N136260000000001,N136260000000001,17/05/26,,10000.00,112500.00",
    "18/05/26,ATM WDL,000000000000,18/05/26,2000.00,,110500.00",
  ].join("\n"),
  ICICI: [
    "DETAILED STATEMENT",
    "S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )",
    "1,13/05/2026,14/05/2026,-,UPI/612345678903/Gift GJKLMNPQR4/meera@okicici/ICICI Bank,0.00,1500.00,51500.00",
    "2,20/05/2026,20/05/2026,-,BIL/ONL/000123/ELECTRICITY,800.00,0.00,50700.00",
  ].join("\n"),
  Axis: [
    "Statement of Account No - 000000000000 for the period (From : 01-05-2026 To : 31-05-2026)",
    "Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL",
    "14-05-2026,,UPI/P2A/612345678904/SURESH/Gift GWXYZ23456,,750.00,20750.00,1234",
    "21-05-2026,,IMPS/P2A/612345678905/ANITA,,300.00,21050.00,1234",
    "OPENING BALANCE,,,,,20000.00,",
  ].join("\n"),
  generic: [
    "date,description,credit,reference",
    "2026-05-14,Cash deposited at branch,2000,CASH0001",
    '2026-05-15,Donation by cheque,"1,00,000.00",CHQ778899',
  ].join("\n"),
};
