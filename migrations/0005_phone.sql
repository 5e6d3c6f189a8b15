-- An optional phone number on the form (issue 32), so a call-back has a number to call.
ALTER TABLE enquiries ADD COLUMN phone TEXT NOT NULL DEFAULT '';
