-- The topic of an enquiry (issue 31): a service's button chooses it on the form.
ALTER TABLE enquiries ADD COLUMN topic TEXT NOT NULL DEFAULT '';
